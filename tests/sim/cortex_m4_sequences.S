@ Hand-counted instruction sequences for the Cortex-M4 cycle model
@ (tools/sim/cortex_m4_timing.h). Each sequence runs from seq_<name> up to,
@ not including, seq_<name>_end; tests/sim/cycle_model_test.cc asserts its
@ cycle count and explains the count instruction by instruction.
@
@ Linked with code at 0x00001000 (frdm_k66f flash), .data at 0x20000000 and
@ .ramtext at 0x20002000 (both in frdm_k66f SRAM_U); linked again with code
@ at 0x01001000 (atsam4c32_ek flash 0) for the memory-system tests. Registers the test sets
@ before every sequence: r4 = DATA (0x20000000), r5 = DATA + 64 (scratch),
@ sp = 0x20008000; some sequences take further operands (see the test).

    .syntax unified
    .cpu cortex-m4
    .fpu fpv4-sp-d16
    .thumb

    @ Plain labels (no .thumb_func): the symbol values are the even
    @ addresses the simulator reports in its code hook.
    .macro BEGIN name
    .global seq_\name
seq_\name:
    .endm
    .macro END name
    .global seq_\name\()_end
seq_\name\()_end:
    udf #0              @ never executed: the run stops at the label
    .endm

    .text
    .align 2

@ ---------------------------------------------------------------- ALU, MUL
BEGIN alu
    adds    r0, r1, r2
    eor.w   r3, r0, r1, lsl #3
    movw    r6, #0x1234
    movt    r6, #0x5678
    bic     r7, r6, #0xff
    ubfx    r8, r7, #4, #8
    bfi     r8, r0, #8, #4
    clz     r9, r8
    rev     r10, r9
    cmp     r10, r0
    lsl     r11, r1, r2
END alu

BEGIN mul
    muls    r0, r1, r0
    mul     r2, r0, r1
    mla     r3, r0, r1, r2
    mls     r3, r0, r1, r3
END mul

BEGIN long_mul
    umull   r6, r7, r0, r1
    smull   r6, r7, r0, r1
    umlal   r6, r7, r0, r1
    smlal   r6, r7, r0, r1
    umaal   r6, r7, r0, r1
END long_mul

BEGIN dsp
    qadd    r0, r1, r2
    uadd8   r3, r1, r2
    smlad   r6, r1, r2, r3
    smulbb  r7, r1, r2
    usad8   r8, r1, r2
    ssat    r9, #16, r1
    sel     r10, r1, r2
END dsp

@ ---------------------------------------------------------------- divide
@ Operands r0 (dividend), r1 (divisor) from the test.
BEGIN udiv
    udiv    r2, r0, r1
END udiv

BEGIN sdiv
    sdiv    r2, r0, r1
END sdiv

@ ---------------------------------------------------------------- loads, stores
BEGIN ldr_single
    ldr     r0, [r4]
END ldr_single

BEGIN ldr_independent4
    ldr     r0, [r4]
    ldr     r1, [r4, #4]
    ldr     r2, [r4, #8]
    ldr     r3, [r4, #12]
END ldr_independent4

@ Byte, halfword, signed and register-offset loads pipeline too (r6 = 12).
BEGIN ldr_mixed4
    ldrb    r0, [r4]
    ldrh    r1, [r4, #2]
    ldrsb   r2, [r4, #5]
    ldr     r3, [r4, r6]
END ldr_mixed4

@ The second load's address is the first load's result.
BEGIN ldr_dependent
    ldr     r0, [r4, #32]
    ldr     r1, [r0]
END ldr_dependent

BEGIN ldr_dependent_gap
    ldr     r0, [r4, #32]
    nop
    ldr     r1, [r0]
END ldr_dependent_gap

BEGIN str_then_ldr
    str     r0, [r5]
    ldr     r1, [r4]
END str_then_ldr

BEGIN stores
    str     r0, [r5]
    strb    r1, [r5, #4]
    strh    r2, [r5, #6]
    str     r3, [r5, r6]
END stores

BEGIN addr_dep_ldr
    adds    r1, r4, #4
    ldr     r0, [r1]
END addr_dep_ldr

BEGIN addr_dep_index
    movs    r6, #8
    ldr     r0, [r4, r6]
END addr_dep_index

BEGIN addr_dep_str
    adds    r1, r5, #8
    str     r0, [r1]
END addr_dep_str

@ The stored value (not the address) comes from the previous instruction.
BEGIN data_dep_str
    movs    r0, #5
    str     r0, [r5]
END data_dep_str

BEGIN ldrd_strd
    ldrd    r0, r1, [r4]
    strd    r0, r1, [r5, #8]
END ldrd_strd

@ LDRD is not a single load: the LDR after it does not pipeline.
BEGIN ldr_after_ldrd
    ldrd    r0, r1, [r4]
    ldr     r2, [r4, #8]
END ldr_after_ldrd

BEGIN ldrd
    ldrd    r0, r1, [r4]
END ldrd

BEGIN ldm4
    ldm     r4, {r0, r1, r2, r3}
END ldm4

BEGIN ldm_stm
    ldm     r4, {r0, r1, r2, r3}
    stm     r5, {r0, r1, r2, r3}
END ldm_stm

BEGIN ldm_writeback
    ldmia   r4!, {r0, r1, r2}
END ldm_writeback

BEGIN push_pop
    push    {r0, r1, r2, r3}
    movs    r6, #1
    pop     {r0, r1, r2, r3}
END push_pop

BEGIN push_lr
    push    {r4, r5, r6, r7, lr}
END push_lr

@ PUSH writes SP, POP's address register: the stated stall rule applies.
BEGIN push_then_pop
    push    {r0, r1, r2, r3}
    pop     {r0, r1, r2, r3}
END push_then_pop

@ ---------------------------------------------------------------- branches
BEGIN b_taken
    b       1f
    adds    r0, #1              @ skipped
1:  adds    r1, #1
END b_taken

BEGIN bcond_not_taken
    movs    r0, #1              @ Z = 0
    beq     1f
    adds    r1, #1
1:  adds    r2, #1
END bcond_not_taken

BEGIN bcond_taken
    movs    r0, #0              @ Z = 1
    beq     1f
    adds    r1, #1              @ skipped
1:  adds    r2, #1
END bcond_taken

BEGIN loop3
    movs    r0, #3
1:  subs    r0, #1
    bne     1b
    adds    r1, #1
END loop3

BEGIN bl_bx
    bl      sub_return
    adds    r0, #1
END bl_bx

BEGIN call_pop_pc
    bl      sub_push_pop
    adds    r0, #1
END call_pop_pc

BEGIN cbz_taken
    movs    r0, #0
    cbz     r0, 1f
    adds    r1, #1              @ skipped
1:  adds    r2, #1
END cbz_taken

BEGIN cbz_not_taken
    movs    r0, #1
    cbz     r0, 1f
    adds    r1, #1
1:  adds    r2, #1
END cbz_not_taken

BEGIN cbnz_taken
    movs    r0, #1
    cbnz    r0, 1f
    adds    r1, #1              @ skipped
1:  adds    r2, #1
END cbnz_taken

BEGIN tbb
    movs    r0, #1
    tbb     [pc, r0]
1:  .byte   (2f - 1b) / 2, (3f - 1b) / 2
2:  adds    r1, #1              @ case 0: skipped
3:  adds    r2, #1              @ case 1
END tbb

BEGIN tbh
    movs    r0, #1
    tbh     [pc, r0, lsl #1]
1:  .hword  (2f - 1b) / 2, (3f - 1b) / 2
2:  adds    r1, #1              @ case 0: skipped
3:  adds    r2, #1              @ case 1
END tbh

BEGIN isb
    adds    r0, #1
    isb
    adds    r1, #1
END isb

@ Other instructions that write PC.
BEGIN ldr_pc
    ldr     pc, [r4, #40]       @ DATA+40 holds ldr_pc_target | 1
    adds    r0, #1              @ skipped
    .global ldr_pc_target
ldr_pc_target:
    adds    r1, #1
END ldr_pc

BEGIN mov_pc
    adr     r3, 1f
    mov     pc, r3
    adds    r0, #1              @ skipped
    .align  2
1:  adds    r1, #1
END mov_pc

@ ---------------------------------------------------------------- IT blocks
BEGIN it_block
    cmp     r0, r0              @ Z = 1
    ite     ne
    movne   r1, #1              @ skipped, costs as executed
    moveq   r1, #2
END it_block

BEGIN it_skipped_loads
    movs    r0, #0
    cmp     r0, #0              @ Z = 1
    itt     ne
    ldrne   r1, [r4]            @ skipped, costs as executed
    ldrne   r2, [r4, #4]        @ skipped, costs as executed
END it_skipped_loads

@ The same block with the condition passing.
BEGIN it_executed_loads
    movs    r0, #0
    cmp     r0, #0              @ Z = 1
    itt     eq
    ldreq   r1, [r4]
    ldreq   r2, [r4, #4]
END it_executed_loads

@ ---------------------------------------------------------------- VFP
BEGIN vfp_load_store
    vldr    s0, [r4, #48]
    vldr    d1, [r4, #56]
    vstr    s0, [r5]
    vstr    d1, [r5, #8]
END vfp_load_store

BEGIN vfp_arith
    vadd.f32    s4, s0, s1
    vmul.f32    s5, s4, s0
    vfma.f32    s5, s4, s0
    vcvt.s32.f32 s6, s5
    vmov        r0, s5
END vfp_arith

BEGIN vfp_div_sqrt
    vdiv.f32    s2, s0, s1
    vsqrt.f32   s3, s2
END vfp_div_sqrt

BEGIN vfp_multiple
    vldmia  r4, {s0-s3}
    vstmia  r5, {d0-d1}
    vpush   {s0-s3}
    vmov.f32 s8, s0
    vpop    {d0}
END vfp_multiple

@ ---------------------------------------------------------------- flash data
BEGIN ldr_literal
    ldr     r0, 1f
END ldr_literal
    .align  2
1:  .word   0x12345678

    .align  2
    .global flash_table
flash_table:
    .word   0x0badf00d, 0xfeedface, 0x01234567, 0x89abcdef

@ ---------------------------------------------------------------- determinism
@ 10,000 iterations mixing loads, stores, MUL, UDIV (dividend = counter,
@ divisor r7 from the test), an address-dependency stall, PUSH/POP and a
@ taken branch.
BEGIN mix_loop
    movw    r6, #10000
1:  ldr     r0, [r4]
    ldr     r1, [r4, #4]
    mul     r2, r0, r1
    udiv    r3, r6, r7
    str     r2, [r5]
    add     r2, r5, #4
    ldr     r8, [r2]
    push    {r0, r1}
    pop     {r0, r1}
    subs    r6, r6, #1
    bne     1b
    nop
END mix_loop

@ ---------------------------------------------------------------- memory system
@ Each starts a 16-byte flash line (one flash read on every board).

@ 3 lines of 4 x 32-bit ADDS: straight-line code, one line per 4 cycles.
    .balign 16
BEGIN mem_lines
    adds.w  r0, r0, #1
    adds.w  r0, r0, #1
    adds.w  r0, r0, #1
    adds.w  r0, r0, #1
    adds.w  r0, r0, #1
    adds.w  r0, r0, #1
    adds.w  r0, r0, #1
    adds.w  r0, r0, #1
    adds.w  r0, r0, #1
    adds.w  r0, r0, #1
    adds.w  r0, r0, #1
    adds.w  r0, r0, #1
END mem_lines

@ r7 iterations of a loop spanning 3 lines: mov at +0, the body (20 ADDS,
@ SUBS, BNE) at +2..+45.
    .balign 16
BEGIN mem_loop
    mov     r1, r7
1:  .rept 20
    adds    r0, #1
    .endr
    subs    r1, #1
    bne.n   1b
END mem_loop

@ Two loads from one flash line (r4 = flash_table).
    .balign 16
BEGIN mem_ldr2
    ldr     r0, [r4]
    ldr     r1, [r4, #4]
END mem_ldr2

@ ---------------------------------------------------------------- subroutines
    .align  2
sub_return:
    bx      lr

    .align  2
sub_push_pop:
    push    {r4, lr}
    movs    r4, #7
    pop     {r4, pc}

@ ---------------------------------------------------------------- code in RAM
    .section .ramtext, "ax", %progbits
    .align  2
BEGIN ram_b_taken
    b       1f
    adds    r0, #1              @ skipped
1:  adds    r1, #1
END ram_b_taken

@ ---------------------------------------------------------------- data
    .data
    .align  3
data:
    .word   0x11111111, 0x22222222, 0x33333333, 0x44444444     @ +0
    .word   0x55555555, 0x66666666, 0x77777777, 0x88888888     @ +16
    .word   data + 36                                          @ +32: pointer
    .word   0xcafef00d                                         @ +36
    .word   ldr_pc_target + 1                                  @ +40: Thumb address
    .word   0                                                  @ +44
    .float  1.5, 2.0, 3.0, 4.0                                 @ +48
    .space  64                                                 @ +64: scratch

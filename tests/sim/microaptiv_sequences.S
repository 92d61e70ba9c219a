# Hand-counted instruction sequences for the microAptiv cycle model
# (tools/sim/microaptiv_timing.h). Each sequence runs from seq_<name> up to,
# not including, seq_<name>_end; tests/sim/cycle_model_test.cc asserts its
# cycle count and explains the count instruction by instruction.
#
# Linked with code at 0x90001000 (KSEG0 view of the wfi32_curiosity program
# flash at 0x10000000), .data at 0x80000000 and .ramtext at 0x80002000 (KSEG0
# view of its SRAM at 0). Registers the test sets before every sequence:
# $a0 = DATA (0x80000000), $a3 = DATA + 64 (scratch), $sp = 0x80008000; some
# sequences take further operands (see the test).

    .set    mips32r2
    .set    noreorder           # delay slots are written out
    .set    nomacro             # every line is one instruction
    .set    noat

    .macro BEGIN name
    .global seq_\name
seq_\name:
    .endm
    .macro END name
    .global seq_\name\()_end
seq_\name\()_end:
    break                       # never executed: the run stops at the label
    .endm

    .text
    .align  2

# ----------------------------------------------------------------- ALU
# Each instruction reads the one before it: ALU results are ready at once.
BEGIN alu
    addu    $t0, $t1, $t2
    subu    $t1, $t0, $t2
    and     $t2, $t1, $t0
    or      $t3, $t2, $t1
    xor     $t4, $t3, $t2
    nor     $t5, $t4, $t3
    slt     $t6, $t5, $t4
    sltu    $t7, $t6, $t5
    sll     $t0, $t7, 3
    srl     $t1, $t0, 1
    sra     $t2, $t1, 2
    sllv    $t3, $t2, $t1
    rotr    $t4, $t3, 7
    addiu   $t5, $t4, 100
    andi    $t6, $t5, 0xff
    ori     $t7, $t6, 0x100
    xori    $t0, $t7, 0x55
    lui     $t1, 0x1234
    slti    $t2, $t1, 5
    clz     $t3, $t2
    ext     $t4, $t3, 2, 3
    ins     $t4, $t3, 8, 4
    seb     $t5, $t4
    seh     $t6, $t5
    wsbh    $t7, $t6
    movn    $t0, $t7, $t6
    movz    $t1, $t0, $t7
END alu

# ----------------------------------------------------------------- DSP ASE
# A 64-bit addition chain in ADDSC/ADDWC (the carry passes through
# DSPControl.c): ALU operations, results ready at once. Needs Status.MX (the
# test sets it, as mips_boot.S does).
BEGIN dsp_add64
    .set    push
    .set    dsp
    addsc   $t0, $t2, $t4
    addwc   $t1, $t3, $t5
    addsc   $t0, $t0, $t6
    addwc   $t1, $t1, $t7
    addu    $t8, $t1, $t0
    .set    pop
END dsp_add64

# Per-byte shifts (AES MixColumns' byte rotations): an immediate shift's rs
# field is its amount (6 here, the number of $a2, loaded just before), not a
# register read; the variable form reads rs ($a1, loaded just before).
BEGIN dsp_byte_shifts
    .set    push
    .set    dsp
    lw      $a2, 0($a0)
    shrl.qb $t0, $t1, 6
    shll.qb $t2, $t1, 2
    or      $t3, $t0, $t2
    lw      $a1, 0($a0)
    shllv.qb $t4, $t3, $a1
    .set    pop
END dsp_byte_shifts

# RDDSP and WRDSP carry their field mask where other instructions name
# registers: RDDSP's 0x08 in rt ($8 = $t0, loaded just before), WRDSP's
# in rd. Neither reads nor writes those registers.
BEGIN dsp_control
    .set    push
    .set    dsp
    lw      $t0, 0($a0)
    rddsp   $t1, 0x08
    wrdsp   $t2, 0x08
    rddsp   $t3, 0x08
    .set    pop
END dsp_control

# ----------------------------------------------------------------- loads
BEGIN lw_single
    lw      $t0, 0($a0)
END lw_single

BEGIN lw_independent
    lw      $t0, 0($a0)
    addu    $t1, $t2, $t3
END lw_independent

BEGIN lw_use
    lw      $t0, 0($a0)
    addu    $t1, $t0, $t0
END lw_use

BEGIN lw_use_gap
    lw      $t0, 0($a0)
    addu    $t1, $t2, $t3
    addu    $t4, $t0, $t0
END lw_use_gap

BEGIN load_kinds_use
    lb      $t0, 1($a0)
    addu    $t1, $t0, $t0
    lbu     $t2, 2($a0)
    addu    $t3, $t2, $t2
    lh      $t4, 4($a0)
    addu    $t5, $t4, $t4
    lhu     $t6, 6($a0)
    addu    $t7, $t6, $t6
END load_kinds_use

# The second load's address is the first load's result.
BEGIN lw_lw_dependent
    lw      $t0, 32($a0)
    lw      $t1, 0($t0)
END lw_lw_dependent

# A store reads its data register.
BEGIN lw_sw_data
    lw      $t0, 0($a0)
    sw      $t0, 0($a3)
END lw_sw_data

# LWR merges into the register LWL just loaded.
BEGIN lwl_lwr
    lwl     $t0, 4($a0)
    lwr     $t0, 1($a0)
END lwl_lwr

BEGIN stores
    addu    $t0, $t1, $t2
    sw      $t0, 0($a3)
    sh      $t0, 4($a3)
    sb      $t0, 6($a3)
END stores

# ----------------------------------------------------------------- multiply
BEGIN mul_use
    mul     $t0, $t1, $t2
    addu    $t3, $t0, $t0
END mul_use

BEGIN mul_use_gap1
    mul     $t0, $t1, $t2
    addu    $t4, $t5, $t6
    addu    $t3, $t0, $t0
END mul_use_gap1

BEGIN mul_use_gap2
    mul     $t0, $t1, $t2
    addu    $t4, $t5, $t6
    addu    $t4, $t5, $t6
    addu    $t3, $t0, $t0
END mul_use_gap2

BEGIN mult_mflo
    mult    $t1, $t2
    mflo    $t0
END mult_mflo

BEGIN multu_mfhi
    multu   $t1, $t2
    mfhi    $t0
END multu_mfhi

BEGIN madd_chain
    mult    $t1, $t2
    madd    $t1, $t2
    msub    $t1, $t2
    maddu   $t1, $t2
    mflo    $t0
END madd_chain

BEGIN mt_madd_chain
    mtlo    $zero
    mthi    $zero
    madd    $t1, $t2
    madd    $t1, $t2
    mfhi    $t0
END mt_madd_chain

# ----------------------------------------------------------------- divide
# Operands $a1 (dividend), $a2 (divisor) from the test.
BEGIN div_mflo
    div     $zero, $a1, $a2
    mflo    $t0
END div_mflo

BEGIN divu_mflo
    divu    $zero, $a1, $a2
    mflo    $t0
END divu_mflo

BEGIN div_hidden
    divu    $zero, $a1, $a2
    addu    $t1, $t2, $t3
    addu    $t1, $t2, $t3
    addu    $t1, $t2, $t3
    mfhi    $t0
END div_hidden

# ----------------------------------------------------------------- branches
BEGIN beq_taken
    beq     $zero, $zero, 1f
    addiu   $t0, $t0, 1         # delay slot: executes
    addiu   $t1, $t1, 1         # skipped
    addiu   $t1, $t1, 1         # skipped
1:  addiu   $t2, $t2, 1
END beq_taken

BEGIN bne_not_taken
    bne     $zero, $zero, 1f
    addiu   $t0, $t0, 1         # delay slot
    addiu   $t1, $t1, 1
    addiu   $t1, $t1, 1
1:  addiu   $t2, $t2, 1
END bne_not_taken

# Taken when $a1 < 0 (test sets $a1).
BEGIN bltz
    bltz    $a1, 1f
    nop
    addiu   $t1, $t1, 1
    addiu   $t1, $t1, 1
1:  addiu   $t2, $t2, 1
END bltz

BEGIN loop3
    addiu   $t0, $zero, 3
1:  addiu   $t0, $t0, -1
    bne     $t0, $zero, 1b
    nop
    addiu   $t1, $t1, 1
END loop3

BEGIN j
    j       1f
    nop
    addiu   $t1, $t1, 1         # skipped
1:  addiu   $t2, $t2, 1
END j

BEGIN jal_jr
    jal     sub_return
    nop
    addiu   $t2, $t2, 1
END jal_jr

# $t9 = sub_return (test sets it).
BEGIN jalr
    jalr    $t9
    nop
    addiu   $t2, $t2, 1
END jalr

BEGIN bal
    bal     sub_return
    nop
    addiu   $t2, $t2, 1
END bal

# A branch on a just-loaded register waits for it like any reader.
BEGIN lw_beq
    lw      $t0, 0($a0)
    beq     $t0, $zero, 1f
    nop
    addiu   $t1, $t1, 1
1:  addiu   $t2, $t2, 1
END lw_beq

# Branch-likely, not taken: the delay slot is annulled (the core never
# runs it, so the simulator never reports it). The run is measured to the
# _mid label and to the end.
BEGIN bnel_not_taken
    bnel    $zero, $zero, 1f
    addiu   $t0, $t0, 1         # delay slot: annulled
    addiu   $t1, $t1, 1
    .global seq_bnel_not_taken_mid
seq_bnel_not_taken_mid:
    addiu   $t1, $t1, 1
END bnel_not_taken
1:  addiu   $t2, $t2, 1

# ----------------------------------------------------------------- CP0 Count
BEGIN mfc0_count
    addu    $t1, $t2, $t3
    addu    $t1, $t2, $t3
    addu    $t1, $t2, $t3
    mfc0    $t0, $9
    addu    $t2, $t0, $zero
END mfc0_count

BEGIN mfc0_count_odd
    addu    $t1, $t2, $t3
    addu    $t1, $t2, $t3
    addu    $t1, $t2, $t3
    addu    $t1, $t2, $t3
    mfc0    $t0, $9
    addu    $t2, $t0, $zero
END mfc0_count_odd

# Operands as div_mflo; two reads of Count around a divide.
BEGIN mfc0_count_div
    mfc0    $t3, $9
    divu    $zero, $a1, $a2
    mflo    $t1
    mfc0    $t0, $9
    addu    $t2, $t0, $zero
END mfc0_count_div

# ----------------------------------------------------------------- flash data
# In one 16-byte flash line (mem_lw2's test counts one data miss), wherever
# the sequences before it end.
    .balign 16
    .global flash_table
flash_table:
    .word   0x0badf00d, 0xfeedface, 0x01234567, 0x89abcdef

# ----------------------------------------------------------------- determinism
# 10,000 iterations: loads, a load-use stall, a store, MUL and its use,
# MULT/MADD/MFLO, DIVU (dividend = counter) then MFLO, and a taken branch.
BEGIN mix_loop
    addiu   $s0, $zero, 10000
1:  lw      $t0, 0($a0)
    lw      $t1, 4($a0)
    addu    $t2, $t0, $t1
    sw      $t2, 0($a3)
    mul     $t3, $t0, $t1
    addu    $t3, $t3, $s0
    mult    $t0, $t1
    madd    $t3, $t1
    mflo    $t4
    divu    $zero, $s0, $a2
    mflo    $t5
    addiu   $s0, $s0, -1
    bne     $s0, $zero, 1b
    nop
    addu    $t6, $t4, $t5
END mix_loop

# ----------------------------------------------------------------- memory system
# Each starts a 16-byte flash line (one read of the prefetch module).

# 3 lines of 4 ADDIU: straight-line code, one line per 4 cycles.
    .balign 16
BEGIN mem_lines
    .rept 12
    addiu   $t0, $t0, 1
    .endr
END mem_lines

# $a1 iterations of a loop spanning 3 lines: move at +0, the body (8 ADDIU,
# ADDIU, BNEZ and its delay slot) at +4..+47.
    .balign 16
BEGIN mem_loop
    move    $t1, $a1
1:  .rept 8
    addiu   $t0, $t0, 1
    .endr
    addiu   $t1, $t1, -1
    bne     $t1, $zero, 1b
    nop
END mem_loop

# Two loads from one flash line ($a0 = flash_table).
    .balign 16
BEGIN mem_lw2
    lw      $t0, 0($a0)
    lw      $t1, 4($a0)
END mem_lw2

# ----------------------------------------------------------------- subroutines
    .align  2
sub_return:
    jr      $ra
    nop
    .global sub_return

# ----------------------------------------------------------------- code in RAM
    .section .ramtext, "ax", @progbits
    .align  2
BEGIN ram_beq_taken
    beq     $zero, $zero, 1f
    addiu   $t0, $t0, 1
    addiu   $t1, $t1, 1
    addiu   $t1, $t1, 1
1:  addiu   $t2, $t2, 1
END ram_beq_taken

# ----------------------------------------------------------------- data
    .data
    .align  3
data:
    .word   0x11111111, 0x22222222, 0x33333333, 0x44444444     # +0
    .word   0x55555555, 0x66666666, 0x77777777, 0x88888888     # +16
    .word   data + 36                                          # +32: pointer
    .word   0xcafef00d                                         # +36
    .space  24                                                 # +40
    .space  64                                                 # +64: scratch

/* Reset vector of MIPS32 boards (PIC32MZ W1): the linker script puts .reset
 * at the board's reset address in boot flash (0xBFC00000, KSEG1, uncached),
 * where the core starts with Status.ERL and BEV set and the caches in an
 * unknown state (MIPS32 PRA: caches are not initialised by reset). Runs
 * uncached until the caches are valid, then makes KSEG0 cacheable and jumps
 * to mcu_reset (mips_startup.S) in program flash, KSEG0.
 *
 * Cache geometry comes from Config1 (MIPS32 PRA): line = 2 << L bytes
 * (L = 0: no cache), sets = 64 << S (S = 7: 32), ways = A + 1. Index Store
 * Tag (CACHE op 0x08 I-cache, 0x09 D-cache) with TagLo = 0 marks every line
 * invalid; the index ops walk KSEG0 addresses, whose low bits select set and
 * way. The board simulator treats CACHE as a no-op and keeps Config.K0. */
    .set noreorder
    .set noat
    .set mips32r2
    .section .reset, "ax"
    .globl mcu_boot
    .ent mcu_boot
mcu_boot:
    /* Kernel mode, interrupts off, ERL clear (so ERET and KUSEG behave
     * normally), BEV kept set: no exception vectors outside boot flash.
     * MX (bit 24) enables the DSP ASE, which the W1's microAptiv has: a DSP
     * instruction with MX clear takes a DSP Disabled exception (MIPS DSP
     * ASE spec). On a core without the ASE, MX reads as 0. */
    li      $t0, 0x01400000         /* Status.MX | Status.BEV */
    mtc0    $t0, $12                /* Status */
    ehb
    mtc0    $zero, $28, 0           /* ITagLo */
    mtc0    $zero, $28, 2           /* DTagLo */
    ehb
    mfc0    $s0, $16, 1             /* Config1 */

    /* I-cache: IL bits 21:19, IS bits 24:22, IA bits 18:16. */
    ext     $a0, $s0, 19, 3
    ext     $a1, $s0, 22, 3
    ext     $a2, $s0, 16, 3
    bal     1f
    nop
    b       3f
    nop

    /* Bytes of a cache from (a0 = L, a1 = S, a2 = A) into v0; 0 when absent. */
1:  beqz    $a0, 2f
    move    $v0, $zero
    li      $t1, 2
    sllv    $t1, $t1, $a0           /* line size */
    li      $t2, 64
    sllv    $t2, $t2, $a1           /* sets, S < 7 */
    li      $t3, 7
    bne     $a1, $t3, 11f
    addiu   $a2, $a2, 1             /* ways */
    li      $t2, 32                 /* S = 7: 32 sets */
11: mul     $v0, $t2, $a2
    mul     $v0, $v0, $t1           /* sets x ways x line */
    move    $v1, $t1
2:  jr      $ra
    nop

3:  lui     $t4, 0x8000             /* KSEG0 base */
    addu    $t5, $t4, $v0
4:  beq     $t4, $t5, 5f
    nop
    cache   0x08, 0($t4)            /* Index Store Tag, I-cache */
    b       4b
    addu    $t4, $t4, $v1

    /* D-cache: DL bits 12:10, DS bits 15:13, DA bits 9:7. */
5:  ext     $a0, $s0, 10, 3
    ext     $a1, $s0, 13, 3
    ext     $a2, $s0, 7, 3
    bal     1b
    nop
    lui     $t4, 0x8000
    addu    $t5, $t4, $v0
6:  beq     $t4, $t5, 7f
    nop
    cache   0x09, 0($t4)            /* Index Store Tag, D-cache */
    b       6b
    addu    $t4, $t4, $v1

    /* Config.K0 (bits 2:0) = 3: KSEG0 cacheable, write-back. */
7:  mfc0    $t0, $16
    li      $t1, 3
    ins     $t0, $t1, 0, 3
    mtc0    $t0, $16
    /* jr.hb: the new K0 holds for the first instruction fetched in KSEG0. */
    la      $t9, mcu_reset
    jr.hb   $t9
    nop
    .end mcu_boot

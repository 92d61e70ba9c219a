/* Reset for MIPS32 (PIC32MZ W1) firmware at the board's KSEG0 addresses
 * (linker script //platforms:<board>_firmware), reached from the reset
 * vector (mips_boot.S: caches valid, KSEG0 cacheable, ERL clear): stack,
 * $gp, the board's early bring-up (watchdog), .data copied from flash, .bss
 * cleared, the console, main, then exit with its result. */
    .set noreorder
    .section .text.mcu_reset, "ax"
    .globl mcu_reset
    .ent mcu_reset
mcu_reset:
    la      $sp, __stack_top
    la      $gp, _gp
    la      $t9, mcu_board_early_init
    jalr    $t9
    addiu   $sp, $sp, -16
    addiu   $sp, $sp, 16
    la      $a0, __data_start
    la      $a1, __data_load
    la      $a2, __data_end
1:  beq     $a0, $a2, 2f
    nop
    lw      $t0, 0($a1)
    sw      $t0, 0($a0)
    addiu   $a0, $a0, 4
    b       1b
    addiu   $a1, $a1, 4
2:  la      $a0, __bss_start
    la      $a2, __bss_end
3:  beq     $a0, $a2, 4f
    nop
    sw      $zero, 0($a0)
    b       3b
    addiu   $a0, $a0, 4
4:  la      $t9, mcu_board_console_init
    jalr    $t9
    addiu   $sp, $sp, -16
    addiu   $sp, $sp, 16
    la      $t9, main
    jalr    $t9
    addiu   $sp, $sp, -16
    la      $t9, mcu_board_exit
    jalr    $t9
    move    $a0, $v0
5:  b       5b
    nop
    .end mcu_reset

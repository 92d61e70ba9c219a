/* Reset and fault handling for Cortex-M4 firmware at the board's addresses
 * (linker script //platforms:<board>_firmware). Reset runs the board's early
 * bring-up (watchdog), copies .data from flash, clears .bss, starts the DWT
 * cycle counter, enables the FPU when the build uses it, sets up the console,
 * runs constructors and main, and exits with main's result. */
#include <stdint.h>
#include <string.h>

#include "platforms/runtime/board_hooks.h"
#include "platforms/runtime/board_io.h"

extern uint32_t __stack_top[], __data_start[], __data_end[], __data_load[], __bss_start[], __bss_end[];
extern void (*__init_array_start[])(void), (*__init_array_end[])(void);
int main(void);

#define REG(address) (*(volatile uint32_t *)(address))

__attribute__((section(".text.mcu_reset"), noreturn)) void mcu_reset(void) {
  mcu_board_early_init();
  memcpy(__data_start, __data_load, (size_t)((char *)__data_end - (char *)__data_start));
  memset(__bss_start, 0, (size_t)((char *)__bss_end - (char *)__bss_start));
  REG(0xE000EDFC) |= 1u << 24; /* DEMCR.TRCENA: enable DWT */
  REG(0xE0001004) = 0;         /* CYCCNT */
  REG(0xE0001000) |= 1u;       /* DWT_CTRL.CYCCNTENA */
#if defined(__ARM_FP)
  REG(0xE000ED88) |= 0xFu << 20; /* CPACR: CP10, CP11 full access */
  __asm__ volatile("dsb\n isb" ::: "memory");
#endif
  mcu_board_console_init();
  for (void (**f)(void) = __init_array_start; f < __init_array_end; ++f) (*f)();
  mcu_board_exit(main());
}

uint32_t mcu_board_cycles(void) { return REG(0xE0001004); }

void mcu_board_idle_forever(int code) {
  register int r0 __asm__("r0") = code;
  for (;;) __asm__ volatile("cpsid i\n wfi" : : "r"(r0) : "memory");
}

/* A fault prints where it happened and fails the run. */
static void fault(void) {
  uint32_t *frame;
  __asm__ volatile("mrs %0, msp" : "=r"(frame));
  mcu_board_print("\n*** fault\n");
  mcu_board_print_hex("cfsr", REG(0xE000ED28));
  mcu_board_print_hex("pc", frame[6]);
  mcu_board_exit(134);
}

__attribute__((section(".vectors"), used)) static void (*const vectors[16])(void) = {
    (void (*)(void))__stack_top, mcu_reset, fault, fault, fault, fault, fault, 0, 0, 0, 0, fault, fault, 0, fault, fault,
};

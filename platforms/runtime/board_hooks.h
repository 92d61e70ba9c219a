/* What the start-up code and the console backends need from each other and
 * from a board's bring-up file (boards/<board>.c). Private to the runtime.
 *
 * Two consoles, chosen by --//platforms/runtime:console:
 *   host  semihosting (Cortex-M4) or Linux o32 system calls (MIPS): the board
 *         simulator, QEMU, a debugger. No board bring-up.
 *   uart  the board's debug UART, as on a real board with no debugger:
 *         boards/<board>.c turns the watchdog off, clocks and muxes the UART
 *         and sends bytes; records are printed as "record:<hex>" lines. */
#ifndef MCUCRYPT_PLATFORMS_RUNTIME_BOARD_HOOKS_H_
#define MCUCRYPT_PLATFORMS_RUNTIME_BOARD_HOOKS_H_

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* First thing at reset, before .data and .bss exist (stack only, no
 * globals): what must happen within a few cycles of reset (watchdogs). */
void mcu_board_early_init(void);
/* After .data/.bss, before constructors and main: the console's set-up. */
void mcu_board_console_init(void);

/* A board's debug UART (boards/<board>.c, UART console only). 115200 8N1
 * at the clock the board runs at after early_init. */
void mcu_board_uart_init(void);
/* Sends one byte, waiting while the transmitter is full. */
void mcu_board_uart_putc(uint8_t byte);
/* Waits until every byte has left the transmitter (before the core idles). */
void mcu_board_uart_flush(void);

/* Stops the core for good with `code` left where mcusim reads it (r0 on
 * Cortex-M4, $a0 on MIPS): WFI / WAIT with no interrupt enabled never wakes,
 * and the simulator ends the run there with that exit code. */
void mcu_board_idle_forever(int code) __attribute__((noreturn));

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_PLATFORMS_RUNTIME_BOARD_HOOKS_H_ */

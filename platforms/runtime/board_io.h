/* The few services firmware needs from its board: console output, an exit
 * code, the cycle counter and the benchmark record channel. In the board
 * simulator and under a debugger they go through semihosting (Cortex-M4) or
 * the Linux o32 system calls (MIPS, as qemu-mipsel also serves them). */
#ifndef MCUCRYPT_PLATFORMS_RUNTIME_BOARD_IO_H_
#define MCUCRYPT_PLATFORMS_RUNTIME_BOARD_IO_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Writes to the console (stdout). */
void mcu_board_write(const void *data, size_t length);
void mcu_board_print(const char *text);
/* Prints "label=0x0123abcd\n". */
void mcu_board_print_hex(const char *label, uint32_t value);
/* Prints "label=1234\n". */
void mcu_board_print_u32(const char *label, uint32_t value);

/* Ends the firmware with an exit code (0 = success). */
void mcu_board_exit(int code) __attribute__((noreturn));

/* Core clock cycles since reset, modulo 2^32: DWT CYCCNT on Cortex-M4,
 * 2 x CP0 Count on MIPS (Count ticks at half the core clock). */
uint32_t mcu_board_cycles(void);

#if defined(__mips__)
/* L1 data-cache maintenance for a DMA engine's buffers (the PIC32MZ W1's
 * Crypto Engine reads and writes memory behind the cache): write back the
 * lines of [p, p + n) before the engine reads them; drop them after it
 * wrote, writing back only the partly covered lines at either end (they
 * may hold the caller's other data). Fit for mcu_platform_hooks'
 * cache_clean / cache_invalidate (ctx unused). */
void mcu_board_dcache_clean(void *ctx, const void *p, size_t n);
void mcu_board_dcache_invalidate(void *ctx, void *p, size_t n);
#endif

/* Appends bytes to the benchmark record channel ("mcucrypt:records");
 * returns 0 on success, -1 when the host offers no channel. */
int mcu_board_record(const void *data, size_t length);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_PLATFORMS_RUNTIME_BOARD_IO_H_ */

/* The host console (//platforms/runtime:console=host) on MIPS: board
 * services over the Linux o32 system call ABI (SYSCALL, v0 = number), which
 * the board simulator and qemu-mipsel both serve. A real board takes the
 * UART console (uart_console.c) instead. */
#include <stdint.h>

#include "platforms/runtime/board_hooks.h"
#include "platforms/runtime/board_io.h"

enum { kWrite = 4004, kOpen = 4005, kExitGroup = 4246 };

static int32_t syscall3(uint32_t number, uint32_t a, uint32_t b, uint32_t c) {
  register uint32_t v0 __asm__("$2") = number;
  register uint32_t a0 __asm__("$4") = a;
  register uint32_t a1 __asm__("$5") = b;
  register uint32_t a2 __asm__("$6") = c;
  register uint32_t a3 __asm__("$7");
  __asm__ volatile("syscall" : "+r"(v0), "=r"(a3) : "r"(a0), "r"(a1), "r"(a2) : "memory", "$1", "$3", "$8", "$9", "$10", "$11", "$12", "$13", "$14", "$15", "$24", "$25", "hi", "lo");
  return a3 != 0 ? -(int32_t)v0 : (int32_t)v0;
}

void mcu_board_write(const void *data, size_t length) { syscall3(kWrite, 1, (uint32_t)data, (uint32_t)length); }

static int32_t records = -2; /* -2: not opened yet */

int mcu_board_record(const void *data, size_t length) {
  if (records == -2) records = syscall3(kOpen, (uint32_t) "mcucrypt:records", 0x301 /* O_WRONLY|O_CREAT|O_TRUNC */, 0644);
  if (records < 0) return -1;
  return syscall3(kWrite, (uint32_t)records, (uint32_t)data, (uint32_t)length) == (int32_t)length ? 0 : -1;
}

void mcu_board_exit(int code) {
  syscall3(kExitGroup, (uint32_t)code, 0, 0);
  for (;;) {
  }
}

/* Nothing to bring up: the host owns the console. */
void mcu_board_early_init(void) {}
void mcu_board_console_init(void) {}

/* The host console (//platforms/runtime:console=host) on Cortex-M4: board
 * services over Arm semihosting (BKPT 0xAB), which the board simulator and a
 * debugger serve. A real board without a debugger takes the UART console
 * (uart_console.c) instead: BKPT with no debugger attached is a HardFault. */
#include <stdint.h>

#include "platforms/runtime/board_hooks.h"
#include "platforms/runtime/board_io.h"

enum { kSysOpen = 0x01, kSysWrite = 0x05, kSysExitExtended = 0x20 };
enum { kAdpStoppedApplicationExit = 0x20026 };

static uint32_t semihost(uint32_t op, const void *arg) {
  register uint32_t r0 __asm__("r0") = op;
  register const void *r1 __asm__("r1") = arg;
  __asm__ volatile("bkpt 0xAB" : "+r"(r0) : "r"(r1) : "memory");
  return r0;
}

static int32_t open_channel(const char *name, uint32_t name_length, uint32_t mode) {
  const uint32_t args[3] = {(uint32_t)name, mode, name_length};
  return (int32_t)semihost(kSysOpen, args);
}

static int32_t console = -1;
static int32_t records = -2; /* -2: not opened yet */

void mcu_board_write(const void *data, size_t length) {
  if (console < 0) console = open_channel(":tt", 3, 4); /* mode "w": stdout */
  const uint32_t args[3] = {(uint32_t)console, (uint32_t)data, (uint32_t)length};
  semihost(kSysWrite, args);
}

int mcu_board_record(const void *data, size_t length) {
  if (records == -2) records = open_channel("mcucrypt:records", 16, 5); /* "wb" */
  if (records < 0) return -1;
  const uint32_t args[3] = {(uint32_t)records, (uint32_t)data, (uint32_t)length};
  return semihost(kSysWrite, args) == 0 ? 0 : -1;
}

void mcu_board_exit(int code) {
  const uint32_t args[2] = {kAdpStoppedApplicationExit, (uint32_t)code};
  semihost(kSysExitExtended, args);
  for (;;) {
  }
}

/* Nothing to bring up: the host owns the console. */
void mcu_board_early_init(void) {}
void mcu_board_console_init(void) {}

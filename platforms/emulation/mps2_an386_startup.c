// Start-up for test binaries on QEMU's mps2-an386 (Cortex-M4 under emulation).
//
// The core reads its initial stack pointer and reset vector from address 0.
// Reset enables the FPU (hard-float code locks the core up otherwise; on the
// soft-float build it is harmless) and enters newlib's semihosting crt0, which
// clears .bss, runs constructors, calls main and exits through SYS_EXIT_EXTENDED.
// Any fault prints the faulting PC and fault status, then exits non-zero, so a
// broken test fails at once instead of hanging until the time limit.
#include <stdint.h>

extern void _start(void);           // newlib/libgloss rdimon crt0
extern uint32_t __stack_top;        // mps2_an386.ld

#define SCB_CPACR (*(volatile uint32_t *)0xE000ED88u)
#define SCB_CFSR (*(volatile uint32_t *)0xE000ED28u)
#define SCB_HFSR (*(volatile uint32_t *)0xE000ED2Cu)
#define SCB_MMFAR (*(volatile uint32_t *)0xE000ED34u)
#define SCB_BFAR (*(volatile uint32_t *)0xE000ED38u)

enum { kSysWrite0 = 0x04, kSysExitExtended = 0x20, kAdpStoppedApplicationExit = 0x20026 };

static uint32_t semihost(uint32_t op, const void *arg) {
  register uint32_t r0 __asm__("r0") = op;
  register const void *r1 __asm__("r1") = arg;
  __asm__ volatile("bkpt 0xAB" : "+r"(r0) : "r"(r1) : "memory");
  return r0;
}

static void put_hex(char *out, uint32_t v) {
  for (int i = 7; i >= 0; --i) {
    out[i] = "0123456789abcdef"[v & 0xFu];
    v >>= 4;
  }
}

// Called from fault_entry with the exception frame the core pushed.
void mcu_emulation_fault(const uint32_t *frame, uint32_t exc_return) {
  static const char kLabels[][6] = {"r0 ", "r1 ", "r2 ", "r3 ", "r12 ", "lr ", "pc ", "xpsr"};
  char line[40];
  semihost(kSysWrite0, "\n*** FAULT on the emulated Cortex-M4 ***\n");
  for (int i = 0; i < 8; ++i) {
    int n = 0;
    for (const char *p = kLabels[i]; *p; ++p) line[n++] = *p;
    line[n++] = '=';
    put_hex(&line[n], frame[i]);
    n += 8;
    line[n++] = '\n';
    line[n] = 0;
    semihost(kSysWrite0, line);
  }
  const uint32_t status[5] = {SCB_CFSR, SCB_HFSR, SCB_MMFAR, SCB_BFAR, exc_return};
  static const char kStatus[][11] = {"cfsr=", "hfsr=", "mmfar=", "bfar=", "exc_ret="};
  for (int i = 0; i < 5; ++i) {
    int n = 0;
    for (const char *p = kStatus[i]; *p; ++p) line[n++] = *p;
    put_hex(&line[n], status[i]);
    n += 8;
    line[n++] = '\n';
    line[n] = 0;
    semihost(kSysWrite0, line);
  }
  static const uint32_t exit_block[2] = {kAdpStoppedApplicationExit, 134};
  semihost(kSysExitExtended, exit_block);
  for (;;) {
  }
}

// Picks the stack the frame was pushed on (bit 2 of EXC_RETURN) and passes it on.
__attribute__((naked)) static void fault_entry(void) {
  __asm__ volatile(
      "tst lr, #4\n"
      "ite eq\n"
      "mrseq r0, msp\n"
      "mrsne r0, psp\n"
      "mov r1, lr\n"
      "b mcu_emulation_fault\n");
}

void Reset_Handler(void) {
  SCB_CPACR |= 0xFu << 20;  // CP10 and CP11: full access
  __asm__ volatile("dsb\n isb" ::: "memory");
  _start();
  for (;;) {
  }
}

// Initial SP, reset, then NMI..SysTick (14 entries): every fault goes to fault_entry.
__attribute__((section(".isr_vector"), used)) static void (*const vector_table[16])(void) = {
    (void (*)(void))&__stack_top, Reset_Handler, fault_entry, fault_entry, fault_entry,
    fault_entry, fault_entry, 0, 0, 0, 0, fault_entry, fault_entry, 0, fault_entry, fault_entry,
};

// newlib has no mkdir; GoogleTest's file helpers link against it.
int mkdir(const char *path, unsigned mode) {
  (void)path;
  (void)mode;
  return -1;
}

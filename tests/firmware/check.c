#include "tests/firmware/check.h"

#include <string.h>

#include "platforms/runtime/board_io.h"

void fw_print_bytes(const char *label, const uint8_t *bytes, size_t length) {
  static const char hex[] = "0123456789abcdef";
  mcu_board_print(label);
  for (size_t i = 0; i < length; ++i) {
    const char pair[2] = {hex[bytes[i] >> 4], hex[bytes[i] & 0xF]};
    mcu_board_write(pair, 2);
  }
  mcu_board_print("\n");
}

void fw_ok(const char *check) {
  mcu_board_print(check);
  mcu_board_print(": ok\n");
}

static void fail_line(const char *check, const char *what) {
  mcu_board_print(check);
  mcu_board_print(": FAIL (");
  mcu_board_print(what);
  mcu_board_print(")\n");
}

void fw_fail(const char *check, const char *what) {
  fail_line(check, what);
  mcu_board_exit(1);
}

void fw_expect_bytes(const char *check, const char *what, const uint8_t *expected,
                     const uint8_t *actual, size_t length) {
  if (memcmp(expected, actual, length) == 0) return;
  fail_line(check, what);
  fw_print_bytes("  expected ", expected, length);
  fw_print_bytes("  actual   ", actual, length);
  mcu_board_exit(1);
}

void fw_expect_u32(const char *check, const char *what, uint32_t expected, uint32_t actual) {
  if (expected == actual) return;
  fail_line(check, what);
  mcu_board_print_hex("  expected", expected);
  mcu_board_print_hex("  actual  ", actual);
  mcu_board_exit(1);
}

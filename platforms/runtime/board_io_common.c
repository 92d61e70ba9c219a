#include "platforms/runtime/board_io.h"

#include <string.h>

void mcu_board_print(const char *text) { mcu_board_write(text, strlen(text)); }

void mcu_board_print_hex(const char *label, uint32_t value) {
  char line[32];
  size_t n = 0;
  while (*label != 0 && n < 16) line[n++] = *label++;
  line[n++] = '=';
  line[n++] = '0';
  line[n++] = 'x';
  for (int shift = 28; shift >= 0; shift -= 4) line[n++] = "0123456789abcdef"[(value >> shift) & 0xF];
  line[n++] = '\n';
  mcu_board_write(line, n);
}

void mcu_board_print_u32(const char *label, uint32_t value) {
  char digits[10];
  size_t count = 0;
  do {
    digits[count++] = (char)('0' + value % 10u);
    value /= 10u;
  } while (value != 0);
  char line[48];
  size_t n = 0;
  while (*label != 0 && n < 32) line[n++] = *label++;
  line[n++] = '=';
  while (count != 0) line[n++] = digits[--count];
  line[n++] = '\n';
  mcu_board_write(line, n);
}

/* Reporting for firmware tests: one line per check ("<check>: ok"), and on
 * the first mismatch the expected and actual values, then exit 1 (which the
 * sim_test sees). */
#ifndef MCUCRYPT_TESTS_FIRMWARE_CHECK_H_
#define MCUCRYPT_TESTS_FIRMWARE_CHECK_H_

#include <stddef.h>
#include <stdint.h>

void fw_print_bytes(const char *label, const uint8_t *bytes, size_t length);
void fw_ok(const char *check);
void fw_fail(const char *check, const char *what) __attribute__((noreturn));
void fw_expect_bytes(const char *check, const char *what, const uint8_t *expected,
                     const uint8_t *actual, size_t length);
void fw_expect_u32(const char *check, const char *what, uint32_t expected, uint32_t actual);

#endif /* MCUCRYPT_TESTS_FIRMWARE_CHECK_H_ */

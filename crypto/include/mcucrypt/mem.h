/* Memory helpers for secret data. */
#ifndef MCUCRYPT_MEM_H_
#define MCUCRYPT_MEM_H_

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Overwrites n bytes at p with zeros in a way the compiler may not elide,
 * even when p is never read again. p == NULL or n == 0 is a no-op. */
void mcu_wipe(void *p, size_t n);

/* Constant-time comparison: returns 1 if the n bytes at a and b are equal,
 * 0 otherwise. The running time depends only on n. n == 0 returns 1;
 * a NULL pointer with n > 0 returns 0. */
int mcu_ct_memeq(const void *a, const void *b, size_t n);

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_MEM_H_ */

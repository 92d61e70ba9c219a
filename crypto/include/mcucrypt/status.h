/* Status codes returned by every mcucrypt function. */
#ifndef MCUCRYPT_STATUS_H_
#define MCUCRYPT_STATUS_H_

#ifdef __cplusplus
extern "C" {
#endif

typedef enum mcu_status {
  MCU_OK = 0,
  MCU_ERR_INVALID_ARGUMENT = -1,  /* null pointer or bad length */
  MCU_ERR_BUFFER_TOO_SMALL = -2,
  MCU_ERR_BAD_STATE = -3,         /* context not initialised / used after final */
  MCU_ERR_LENGTH_LIMIT = -4,      /* input exceeds the algorithm's length limit */
  MCU_ERR_AUTH_FAILED = -5,       /* tag/MAC check failed; no plaintext released */
  MCU_ERR_INVALID_SIGNATURE = -6,
  MCU_ERR_INVALID_KEY = -7,
  MCU_ERR_UNSUPPORTED = -8,
  MCU_ERR_RNG_FAILED = -9,
  MCU_ERR_HARDWARE = -10,
  MCU_ERR_BAD_PADDING = -11,     /* CBC-PKCS#7 decryption: padding invalid; no plaintext released */
  MCU_ERR_TIMEOUT = -12          /* an engine did not finish within its bounded wait */
} mcu_status;

/* Returns the enumerator's name, e.g. "MCU_ERR_INVALID_ARGUMENT", or
 * "unknown status" for values outside the enum. Never returns NULL. */
const char *mcu_status_name(mcu_status s);

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif  /* MCUCRYPT_STATUS_H_ */

#include "mcucrypt/status.h"

extern "C" const char *mcu_status_name(mcu_status s) {
  switch (s) {
    case MCU_OK: return "MCU_OK";
    case MCU_ERR_INVALID_ARGUMENT: return "MCU_ERR_INVALID_ARGUMENT";
    case MCU_ERR_BUFFER_TOO_SMALL: return "MCU_ERR_BUFFER_TOO_SMALL";
    case MCU_ERR_BAD_STATE: return "MCU_ERR_BAD_STATE";
    case MCU_ERR_LENGTH_LIMIT: return "MCU_ERR_LENGTH_LIMIT";
    case MCU_ERR_AUTH_FAILED: return "MCU_ERR_AUTH_FAILED";
    case MCU_ERR_INVALID_SIGNATURE: return "MCU_ERR_INVALID_SIGNATURE";
    case MCU_ERR_INVALID_KEY: return "MCU_ERR_INVALID_KEY";
    case MCU_ERR_UNSUPPORTED: return "MCU_ERR_UNSUPPORTED";
    case MCU_ERR_RNG_FAILED: return "MCU_ERR_RNG_FAILED";
    case MCU_ERR_HARDWARE: return "MCU_ERR_HARDWARE";
    case MCU_ERR_BAD_PADDING: return "MCU_ERR_BAD_PADDING";
    case MCU_ERR_TIMEOUT: return "MCU_ERR_TIMEOUT";
  }
  // Reached for values cast from integers that match no enumerator.
  return "unknown status";
}

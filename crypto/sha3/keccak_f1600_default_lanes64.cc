// The build's Keccak-f[1600] (the short names of keccak_f1600.h) when
// //crypto/sha3:keccak_f1600_backend selects the 64-bit lanes technique.
#include "crypto/sha3/keccak_f1600.h"

MCUCRYPT_KECCAK_F1600_SHORT_NAMES(lanes64)

// The build's Ascon permutation (the short names of ascon_permutation.h)
// when //crypto/ascon:permutation_backend selects the bi32 MIPS32r2 assembly technique.
#include "crypto/ascon/ascon_permutation.h"

MCUCRYPT_ASCON_SHORT_NAMES(bi32_mips32r2)

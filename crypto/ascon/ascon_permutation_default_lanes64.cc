// The build's Ascon permutation (the short names of ascon_permutation.h)
// when //crypto/ascon:permutation_backend selects the 64-bit words technique.
#include "crypto/ascon/ascon_permutation.h"

MCUCRYPT_ASCON_SHORT_NAMES(lanes64)

/* Umbrella header for the mcucrypt public API. */
#ifndef MCUCRYPT_H_
#define MCUCRYPT_H_

#include "mcucrypt/mem.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/status.h"

#endif  /* MCUCRYPT_H_ */

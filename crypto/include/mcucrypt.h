/* Umbrella header for the mcucrypt public API. */
#ifndef MCUCRYPT_H_
#define MCUCRYPT_H_

#include "mcucrypt/aes.h"
#include "mcucrypt/ascon.h"
#include "mcucrypt/block_cipher.h"
#include "mcucrypt/ccm.h"
#include "mcucrypt/chacha20_poly1305.h"
#include "mcucrypt/cmac.h"
#include "mcucrypt/ctr_drbg.h"
#include "mcucrypt/des.h"
#include "mcucrypt/drbg.h"
#include "mcucrypt/gcm.h"
#include "mcucrypt/hkdf.h"
#include "mcucrypt/hmac.h"
#include "mcucrypt/md5.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/modes.h"
#include "mcucrypt/pbkdf2.h"
#include "mcucrypt/platform.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/sha1.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sha3.h"
#include "mcucrypt/sha512.h"
#include "mcucrypt/sm3.h"
#include "mcucrypt/sm4.h"
#include "mcucrypt/status.h"

#endif  /* MCUCRYPT_H_ */

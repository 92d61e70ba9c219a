// The built-in groups (dh_groups.inc, from the RFCs' formulas) and the
// lookup of a group by its p and g.
#include <string.h>

#include "crypto/dh/dh_internal.h"

namespace {

#include "crypto/dh/dh_groups.inc"

const uint8_t kTwo[1] = {2};

struct Group {
  const char *name;
  const uint8_t *p, *q;
  size_t len;
  size_t strength;  // SP 800-56A rev. 3 Appendix D: private keys of 2s bits
};

const Group kGroups[MCU_DH_GROUP_COUNT] = {
    {"ffdhe2048", k_ffdhe2048_p, k_ffdhe2048_q, sizeof(k_ffdhe2048_p), 112},
    {"ffdhe3072", k_ffdhe3072_p, k_ffdhe3072_q, sizeof(k_ffdhe3072_p), 128},
    {"ffdhe4096", k_ffdhe4096_p, k_ffdhe4096_q, sizeof(k_ffdhe4096_p), 152},
    {"modp1024", k_modp1024_p, k_modp1024_q, sizeof(k_modp1024_p), 80},
    {"modp1536", k_modp1536_p, k_modp1536_q, sizeof(k_modp1536_p), 96},
    {"modp2048", k_modp2048_p, k_modp2048_q, sizeof(k_modp2048_p), 112},
    {"modp3072", k_modp3072_p, k_modp3072_q, sizeof(k_modp3072_p), 128},
    {"modp4096", k_modp4096_p, k_modp4096_q, sizeof(k_modp4096_p), 152},
};

// A big-endian integer without its leading zero bytes.
void strip(const uint8_t **v, size_t *len) {
  while (*len > 0 && (*v)[0] == 0) {
    ++*v;
    --*len;
  }
}

}  // namespace

extern "C" {

mcu_status mcu_dh_group(mcu_dh_group_id id, mcu_dh_params *params) {
  if (params == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  memset(params, 0, sizeof(*params));
  if (static_cast<unsigned>(id) >= MCU_DH_GROUP_COUNT) return MCU_ERR_INVALID_ARGUMENT;
  const Group &g = kGroups[id];
  params->p = g.p;
  params->p_len = g.len;
  params->g = kTwo;
  params->g_len = 1;
  params->q = g.q;
  params->q_len = g.len;
  params->private_bits = 2 * g.strength;
  return MCU_OK;
}

const char *mcu_dh_group_name(mcu_dh_group_id id) {
  return static_cast<unsigned>(id) < MCU_DH_GROUP_COUNT ? kGroups[id].name : nullptr;
}

mcu_dh_group_id mcu_dh_group_find(const mcu_dh_params *params) {
  if (params == nullptr || params->p == nullptr || params->g == nullptr) {
    return MCU_DH_GROUP_COUNT;
  }
  const uint8_t *p = params->p, *g = params->g;
  size_t p_len = params->p_len, g_len = params->g_len;
  strip(&p, &p_len);
  strip(&g, &g_len);
  if (g_len != 1 || g[0] != 2) return MCU_DH_GROUP_COUNT;
  for (unsigned i = 0; i < MCU_DH_GROUP_COUNT; ++i) {
    if (kGroups[i].len == p_len && memcmp(kGroups[i].p, p, p_len) == 0) {  // public values
      return static_cast<mcu_dh_group_id>(i);
    }
  }
  return MCU_DH_GROUP_COUNT;
}

}  // extern "C"

namespace mcucrypt {
namespace dh {

size_t default_private_bits(size_t p_bits) {
  // SP 800-56A rev. 3 Appendix D's strengths by p's size, 2s bits.
  if (p_bits <= 1024) return 160;
  if (p_bits <= 1536) return 192;
  if (p_bits <= 2048) return 224;
  if (p_bits <= 3072) return 256;
  return 304;
}

}  // namespace dh
}  // namespace mcucrypt

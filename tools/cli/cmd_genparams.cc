// mcucrypt genparams dsa [--bits L] [--qbits N] [--out FILE] [--der]: new
// DSA domain parameters (FIPS 186-4 A.1.1.2 probable primes, A.2.3
// verifiable g with index 1) as "DSA PARAMETERS", what `openssl genpkey
// -genparam -algorithm DSA` writes. The seed, counter and index, which
// validation needs and the file format has no place for, go to stderr as
// `openssl ... -text` names them.
#include <stdio.h>

#include "mcucrypt/dsa.h"
#include "mcucrypt/sha256.h"
#include "tools/cli/pk_keys.h"

namespace mcucli {
namespace {

const OptionSpec kOptions[] = {
    {"--bits", true}, {"--qbits", true}, {"--out", true}, {"--der", false}};

void Usage() {
  printf(
      "usage: mcucrypt genparams dsa [--bits L] [--qbits N] [--out FILE] [--der]\n"
      "Writes new DSA domain parameters (PEM \"DSA PARAMETERS\", or DER with --der) to FILE\n"
      "or stdout: FIPS 186-4 probable primes from a seed and a verifiable generator\n"
      "(gindex 1), hashed with SHA-256 (SHA-224 for N = 224). (L, N): (1024, 160),\n"
      "(2048, 224), (2048, 256) (the default), (3072, 256); --qbits defaults to 160\n"
      "for L = 1024, else 256. The seed, pcounter and gindex go to stderr.\n");
}

bool Count(const Args& args, const char* name, uint64_t def, uint64_t* out) {
  const std::string* v = args.Value(name);
  *out = def;
  return v == nullptr || ParseCount(*v, 4096, out);
}

}  // namespace

int CmdGenparams(int argc, char** argv) {
  Args args;
  if (!args.Parse("genparams", argc, argv, kOptions, sizeof(kOptions) / sizeof(kOptions[0]))) {
    return kExitUsage;
  }
  if (args.help()) {
    Usage();
    return FinishOut();
  }
  if (args.positionals().size() != 1 || args.positionals()[0] != "dsa") {
    return Fail(kExitUsage, "genparams: only dsa: mcucrypt genparams dsa (see --help)");
  }
  uint64_t l = 0, n = 0;
  if (!Count(args, "--bits", 2048, &l) || !Count(args, "--qbits", l == 1024 ? 160 : 256, &n)) {
    return Fail(kExitUsage, "genparams: --bits and --qbits are numbers of bits");
  }
  const mcu_hash_desc* hash = n == 224 ? &mcu_sha224_desc : &mcu_sha256_desc;
  Rng rng;
  if (!rng.Init("genparams")) return kExitIo;
  uint8_t p[MCU_DSA_MAX_P_BITS / 8], q[MCU_DSA_MAX_Q_BYTES], g[MCU_DSA_MAX_P_BITS / 8];
  mcu_dsa_params params;
  mcu_dsa_seed seed;
  const mcu_status st = mcu_dsa_params_generate(static_cast<size_t>(l), static_cast<size_t>(n),
                                                hash, 1, rng.get(), p, q, g, &params, &seed);
  if (st == MCU_ERR_INVALID_ARGUMENT) {
    return Fail(kExitUsage, "genparams: dsa: (L, N) = (%llu, %llu) is not a FIPS 186-4 size",
                static_cast<unsigned long long>(l), static_cast<unsigned long long>(n));
  }
  if (st != MCU_OK) return Fail(kExitIo, "genparams: dsa: %s", StatusText(st));
  uint8_t buf[2 * MCU_DSA_MAX_P_BITS / 8 + 64];
  const uint8_t* der = nullptr;
  size_t der_len = 0;
  if (mcu_dsa_params_to_der(&params, buf, sizeof(buf), &der, &der_len) != MCU_OK) {
    return Fail(kExitUsage, "genparams: dsa: cannot encode the parameters");
  }
  fprintf(stderr, "SEED: ");
  for (size_t i = 0; i < seed.seed_len; ++i) fprintf(stderr, "%02x", seed.seed[i]);
  fprintf(stderr, "\npcounter: %u\ngindex: %u\n", static_cast<unsigned>(seed.counter),
          static_cast<unsigned>(seed.index));
  return WriteKeyFile(args.Value("--out"), "DSA PARAMETERS", der, der_len, args.Has("--der"),
                      /*secret=*/false);
}

}  // namespace mcucli

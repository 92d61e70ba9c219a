// genkey, pubkey, sign, verify, derive: the public-key commands. Their names
// are reserved now, so scripts can be written against them; they arrive with
// the public-key algorithms (RSA, ECDSA, EdDSA, X25519, SM2) and until then
// say so, as a usage error (exit 2).
#include "tools/cli/cli.h"

namespace mcucli {

int CmdPublicKey(const char* command, int argc, char** argv) {
  (void)argc;
  (void)argv;
  return Fail(kExitUsage, "%s: unsupported command (not in this build yet: it comes with the "
              "public-key algorithms)", command);
}

}  // namespace mcucli

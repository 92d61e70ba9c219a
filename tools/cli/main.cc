// mcucrypt: the command-line face of the mcucrypt core (hash, mac, cipher,
// aead, rand; genkey, genparams, pubkey, sign, verify, derive), running the same code
// as the firmware.
//   bazel run //tools/cli:mcucrypt -- hash sha256 firmware.bin
// Output on stdout; one-line errors "mcucrypt: ..." on stderr. Exit codes:
// 0 ok, 1 authentication failed, 2 usage or bad input, 3 I/O or entropy
// failure.
#include <string.h>

#include "tools/cli/cli.h"
#include "tools/cli/version.h"

namespace {

struct Command {
  const char* name;
  int (*run)(int argc, char** argv);
  const char* summary;
};

const Command kCommands[] = {
    {"hash", mcucli::CmdHash, "hash ALG [FILE]               digest (XOFs: --length N)"},
    {"mac", mcucli::CmdMac, "mac ALG --key HEX [FILE]      HMAC or CMAC tag"},
    {"cipher", mcucli::CmdCipher,
     "cipher ALG encrypt|decrypt --key HEX [--iv HEX] [--no-padding]   stdin to stdout"},
    {"aead", mcucli::CmdAead,
     "aead ALG seal|open --key HEX --nonce HEX [--aad HEX] [--tag-length N]   stdin to stdout"},
    {"rand", mcucli::CmdRand, "rand N                        N random bytes from the DRBG"},
    {"genkey", mcucli::CmdGenkey, "genkey TYPE [--curve NAME] [--out KEY] [--der]   new private key"},
    {"genparams", mcucli::CmdGenparams,
     "genparams dsa [--bits L] [--qbits N] [--out FILE] [--der]   DSA domain parameters"},
    {"pubkey", mcucli::CmdPubkey, "pubkey [--in KEY] [--out PUB] [--der]   public key of a key file"},
    {"sign", mcucli::CmdSign,
     "sign --key KEY [--in MSG] [--out SIG] [--hash H] [--pss [--saltlen N]] [--p1363]"},
    {"verify", mcucli::CmdVerify,
     "verify --key KEY --sig SIG [--in MSG] [--hash H] [--pss] [--p1363]   exit 0 or 1"},
    {"derive", mcucli::CmdDerive, "derive --key KEY --peer PEER [--out FILE]   shared secret"},
};

void Usage() {
  printf("usage: mcucrypt COMMAND [ARGS...]   (mcucrypt COMMAND --help for details)\n");
  printf("       mcucrypt --version\n\n");
  for (const Command& c : kCommands) printf("  mcucrypt %s\n", c.summary);
  printf(
      "\nInput is FILE or stdin; output is stdout; hex is lowercase. Errors are one line on\n"
      "stderr. Exit codes: 0 ok, 1 authentication failed, 2 usage or bad input, 3 I/O or\n"
      "entropy failure.\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    return mcucli::Fail(mcucli::kExitUsage, "missing command (see mcucrypt --help)");
  }
  const char* cmd = argv[1];
  if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
    Usage();
    return mcucli::FinishOut();
  }
  if (strcmp(cmd, "--version") == 0) {
    printf("mcucrypt %s\n", MCUCRYPT_VERSION);
    return mcucli::FinishOut();
  }
  for (const Command& c : kCommands) {
    if (strcmp(cmd, c.name) == 0) return c.run(argc - 2, argv + 2);
  }
  return mcucli::Fail(mcucli::kExitUsage, "unknown command %s (see mcucrypt --help)",
                      mcucli::Quote(cmd).c_str());
}

// mcucrypt pubkey [--in KEY] [--out FILE] [--der]: the public key of a key
// file (private or public, any format pk_keys.h reads) as
// SubjectPublicKeyInfo ("PUBLIC KEY"), what `openssl pkey -pubout` writes.
#include "tools/cli/pk_keys.h"

namespace mcucli {
namespace {

const OptionSpec kOptions[] = {{"--in", true}, {"--out", true}, {"--der", false}};

}  // namespace

int CmdPubkey(int argc, char** argv) {
  Args args;
  if (!args.Parse("pubkey", argc, argv, kOptions, sizeof(kOptions) / sizeof(kOptions[0]))) {
    return kExitUsage;
  }
  if (args.help()) {
    printf(
        "usage: mcucrypt pubkey [--in KEY] [--out FILE] [--der]\n"
        "Writes the public key of KEY (or stdin: PEM or DER, private or public; PKCS#8, SEC1,\n"
        "PKCS#1, DSA PRIVATE KEY, SubjectPublicKeyInfo) as SubjectPublicKeyInfo, PEM \"PUBLIC KEY\"\n"
        "or DER.\n");
    return FinishOut();
  }
  if (!args.positionals().empty()) {
    return Fail(kExitUsage, "pubkey: unexpected argument %s (the key is --in KEY)",
                Quote(args.positionals()[0]).c_str());
  }
  static const std::string kStdin = "-";
  const std::string* in = args.Value("--in");
  Key key;
  if (LoadKey(in != nullptr ? in : &kStdin, "--in", &key) != kExitOk) return kExitUsage;
  std::vector<uint8_t> der;
  if (PublicKeyDer(key, &der) != kExitOk) return kExitUsage;
  return WriteKeyFile(args.Value("--out"), "PUBLIC KEY", der.data(), der.size(),
                      args.Has("--der"), /*secret=*/false);
}

}  // namespace mcucli

// The mcucrypt command-line tool: what the subcommands share (exit codes,
// one-line errors, options, input, hex, secrets). Hosted C++17; the crypto is
// the firmware's own core, reached through its descriptor tables
// (tools/cli/algorithms.h).
#ifndef MCUCRYPT_TOOLS_CLI_CLI_H_
#define MCUCRYPT_TOOLS_CLI_CLI_H_

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <string>
#include <vector>

#include "mcucrypt/status.h"

namespace mcucli {

// Exit codes, the tool's contract with scripts.
enum Exit {
  kExitOk = 0,
  kExitAuth = 1,   // a tag or signature did not verify; nothing was written
  kExitUsage = 2,  // bad usage or bad input: options, algorithm, key, file
  kExitIo = 3,     // the environment failed: writing stdout, the entropy source
};

// Prints "mcucrypt: <message>" as one line on stderr (control characters in
// the message, e.g. from a file name, are shown as '?') and returns code.
int Fail(int code, const char* fmt, ...) __attribute__((format(printf, 2, 3)));

// A user-supplied string made safe to quote in a one-line message.
std::string Quote(const std::string& s);

// Bytes that hold a secret (a key): wiped when they go out of scope.
class Secret {
 public:
  Secret() = default;
  ~Secret();
  Secret(const Secret&) = delete;
  Secret& operator=(const Secret&) = delete;
  std::vector<uint8_t>& bytes() { return bytes_; }
  const uint8_t* data() const { return bytes_.data(); }
  size_t size() const { return bytes_.size(); }

 private:
  std::vector<uint8_t> bytes_;
};

// Decodes hex (either case, even length, nothing else) into out. On error
// returns false and sets *why.
bool ParseHex(const std::string& hex, std::vector<uint8_t>* out, std::string* why);

// Writes n bytes as lowercase hex followed by a newline to stdout.
void PrintHex(const uint8_t* p, size_t n, bool newline = true);

// A decimal count: digits only, no sign, at most max. false on anything else.
bool ParseCount(const std::string& s, uint64_t max, uint64_t* out);

// ---- Options ---------------------------------------------------------------

struct OptionSpec {
  const char* name;  // "--key"
  bool takes_value;
};

// A command's arguments after the command word: "--name VALUE",
// "--name=VALUE", flags, and positionals (a lone "-" is a positional: stdin;
// "--" ends options).
class Args {
 public:
  // Parses argv against specs; false (after printing the error) on an unknown
  // option, a missing value or an option given twice. --help is always known.
  bool Parse(const char* command, int argc, char** argv, const OptionSpec* specs,
             size_t n_specs);
  bool help() const { return help_; }
  bool Has(const char* name) const;
  // The option's value, or nullptr if absent.
  const std::string* Value(const char* name) const;
  const std::vector<std::string>& positionals() const { return positionals_; }

 private:
  struct Given {
    std::string name;
    std::string value;
  };
  std::vector<Given> given_;
  std::vector<std::string> positionals_;
  bool help_ = false;
};

// Parses option `name` as hex into out. Returns kExitOk, or the exit code
// after printing "NAME: ..." (absent and required, or not hex).
int HexOption(const Args& args, const char* name, bool required, std::vector<uint8_t>* out);

// ---- Input and output ------------------------------------------------------

// A file name from the command line as the process must open it: relative
// names are taken from the directory `bazel run` was typed in.
std::string UserPath(const std::string& path);

// A file named on the command line, or stdin for none or "-". Relative names
// are taken from the directory `bazel run` was typed in.
class Input {
 public:
  ~Input();
  // Returns kExitOk or prints the error and returns kExitUsage.
  int Open(const std::string* path);
  // Reads up to cap bytes, filling the buffer unless the input ends; returns
  // the count (0 at the end). *error set (and message printed) on a read
  // error.
  size_t Read(uint8_t* buf, size_t cap, bool* error);
  // Reads the rest of the input, at most max bytes (more: error printed, false).
  bool ReadAll(size_t max, std::vector<uint8_t>* out);
  const std::string& name() const { return name_; }

 private:
  FILE* file_ = nullptr;
  bool own_ = false;
  std::string name_;
};

// Writes bytes to stdout; false (message printed) if stdout fails.
bool WriteOut(const uint8_t* p, size_t n);
// Flushes stdout at the end of a command: kExitOk or kExitIo.
int FinishOut();

// The chunk every streaming command reads at a time.
constexpr size_t kChunk = 64 * 1024;

// A short name for an mcu_status in messages ("invalid argument", ...).
const char* StatusText(mcu_status s);

// ---- Commands --------------------------------------------------------------

int CmdHash(int argc, char** argv);
int CmdMac(int argc, char** argv);
int CmdCipher(int argc, char** argv);
int CmdAead(int argc, char** argv);
int CmdRand(int argc, char** argv);
// The public-key commands (cmd_genkey.cc, cmd_sign.cc, cmd_derive.cc).
int CmdGenkey(int argc, char** argv);
int CmdGenparams(int argc, char** argv);
int CmdPubkey(int argc, char** argv);
int CmdSign(int argc, char** argv);
int CmdVerify(int argc, char** argv);
int CmdDerive(int argc, char** argv);

}  // namespace mcucli

#endif  // MCUCRYPT_TOOLS_CLI_CLI_H_

// Errors, options, hex and input/output shared by the subcommands.
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "mcucrypt/mem.h"
#include "tools/cli/cli.h"

namespace mcucli {

int Fail(int code, const char* fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof(buf), fmt, ap);
  va_end(ap);
  // One line, whatever the message quotes.
  for (char* p = buf; *p != '\0'; ++p) {
    const unsigned char c = static_cast<unsigned char>(*p);
    if (c < 0x20 || c == 0x7f) *p = '?';
  }
  fflush(stdout);
  fprintf(stderr, "mcucrypt: %s\n", buf);
  return code;
}

std::string Quote(const std::string& s) {
  // Long enough to recognise, short enough for one line.
  std::string q = s.size() > 64 ? s.substr(0, 61) + "..." : s;
  return "'" + q + "'";
}

Secret::~Secret() { mcu_wipe(bytes_.data(), bytes_.size()); }

bool ParseHex(const std::string& hex, std::vector<uint8_t>* out, std::string* why) {
  out->clear();
  if (hex.size() % 2 != 0) {
    *why = "odd number of hex digits";
    return false;
  }
  out->reserve(hex.size() / 2);
  for (size_t i = 0; i < hex.size(); i += 2) {
    int v[2];
    for (int j = 0; j < 2; ++j) {
      const char c = hex[i + static_cast<size_t>(j)];
      if (c >= '0' && c <= '9') {
        v[j] = c - '0';
      } else if (c >= 'a' && c <= 'f') {
        v[j] = c - 'a' + 10;
      } else if (c >= 'A' && c <= 'F') {
        v[j] = c - 'A' + 10;
      } else {
        *why = "not hex at character " + std::to_string(i + static_cast<size_t>(j) + 1);
        mcu_wipe(out->data(), out->size());
        out->clear();
        return false;
      }
    }
    out->push_back(static_cast<uint8_t>(v[0] << 4 | v[1]));
  }
  return true;
}

void PrintHex(const uint8_t* p, size_t n, bool newline) {
  static const char kDigits[] = "0123456789abcdef";
  char line[2 * 1024];
  size_t used = 0;
  for (size_t i = 0; i < n; ++i) {
    line[used++] = kDigits[p[i] >> 4];
    line[used++] = kDigits[p[i] & 15];
    if (used == sizeof(line)) {
      fwrite(line, 1, used, stdout);
      used = 0;
    }
  }
  if (newline) line[used++] = '\n';
  fwrite(line, 1, used, stdout);
}

bool ParseCount(const std::string& s, uint64_t max, uint64_t* out) {
  if (s.empty() || s.size() > 19) return false;
  uint64_t v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + static_cast<uint64_t>(c - '0');
  }
  if (v > max) return false;
  *out = v;
  return true;
}

// ---- Options ---------------------------------------------------------------

bool Args::Parse(const char* command, int argc, char** argv, const OptionSpec* specs,
                 size_t n_specs) {
  bool options_done = false;
  for (int i = 0; i < argc; ++i) {
    const std::string arg = argv[i];
    if (options_done || arg.size() < 2 || arg[0] != '-' ||
        (arg[1] != '-' && arg != "-h")) {
      if (!options_done && arg.size() >= 2 && arg[0] == '-') {
        Fail(kExitUsage, "%s: unknown option %s (see mcucrypt %s --help)", command,
             Quote(arg).c_str(), command);
        return false;
      }
      positionals_.push_back(arg);
      continue;
    }
    if (arg == "--") {
      options_done = true;
      continue;
    }
    if (arg == "--help" || arg == "-h") {
      help_ = true;
      continue;
    }
    const size_t eq = arg.find('=');
    const std::string name = arg.substr(0, eq);
    const OptionSpec* spec = nullptr;
    for (size_t k = 0; k < n_specs; ++k) {
      if (name == specs[k].name) spec = &specs[k];
    }
    if (spec == nullptr) {
      Fail(kExitUsage, "%s: unknown option %s (see mcucrypt %s --help)", command,
           Quote(name).c_str(), command);
      return false;
    }
    if (Has(spec->name)) {
      Fail(kExitUsage, "%s: option %s given twice", command, spec->name);
      return false;
    }
    Given g;
    g.name = spec->name;
    if (spec->takes_value) {
      if (eq != std::string::npos) {
        g.value = arg.substr(eq + 1);
      } else if (i + 1 < argc) {
        g.value = argv[++i];
      } else {
        Fail(kExitUsage, "%s: option %s needs a value", command, spec->name);
        return false;
      }
    } else if (eq != std::string::npos) {
      Fail(kExitUsage, "%s: option %s takes no value", command, spec->name);
      return false;
    }
    given_.push_back(std::move(g));
  }
  return true;
}

bool Args::Has(const char* name) const { return Value(name) != nullptr; }

const std::string* Args::Value(const char* name) const {
  for (const Given& g : given_) {
    if (g.name == name) return &g.value;
  }
  return nullptr;
}

int HexOption(const Args& args, const char* name, bool required, std::vector<uint8_t>* out) {
  out->clear();
  const std::string* v = args.Value(name);
  if (v == nullptr) {
    return required ? Fail(kExitUsage, "%s is required", name) : kExitOk;
  }
  std::string why;
  if (!ParseHex(*v, out, &why)) return Fail(kExitUsage, "%s: %s", name, why.c_str());
  return kExitOk;
}

// ---- Input and output ------------------------------------------------------

std::string UserPath(const std::string& path) {
  // `bazel run` starts us in the runfiles tree; relative names mean the
  // directory the command was typed in.
  const char* cwd = getenv("BUILD_WORKING_DIRECTORY");
  if (!path.empty() && path[0] != '/' && cwd != nullptr && cwd[0] != '\0') {
    return std::string(cwd) + "/" + path;
  }
  return path;
}

Input::~Input() {
  if (own_ && file_ != nullptr) fclose(file_);
}

int Input::Open(const std::string* path) {
  if (path == nullptr || *path == "-") {
    file_ = stdin;
    name_ = "stdin";
    return kExitOk;
  }
  const std::string full = UserPath(*path);
  name_ = *path;
  file_ = fopen(full.c_str(), "rb");
  if (file_ == nullptr) {
    return Fail(kExitUsage, "cannot open %s: %s", Quote(name_).c_str(), strerror(errno));
  }
  own_ = true;
  return kExitOk;
}

size_t Input::Read(uint8_t* buf, size_t cap, bool* error) {
  size_t got = 0;
  while (got < cap) {
    const size_t n = fread(buf + got, 1, cap - got, file_);
    got += n;
    if (n == 0) {
      if (ferror(file_)) {
        Fail(kExitUsage, "cannot read %s: %s", Quote(name_).c_str(), strerror(errno));
        *error = true;
        return 0;
      }
      break;  // end of input
    }
  }
  return got;
}

bool Input::ReadAll(size_t max, std::vector<uint8_t>* out) {
  out->clear();
  std::vector<uint8_t> chunk(kChunk);
  for (;;) {
    bool error = false;
    const size_t n = Read(chunk.data(), chunk.size(), &error);
    if (error) return false;
    if (n == 0) return true;
    if (out->size() + n > max) {
      Fail(kExitUsage, "input too large (at most %zu bytes)", max);
      return false;
    }
    out->insert(out->end(), chunk.begin(), chunk.begin() + static_cast<ptrdiff_t>(n));
  }
}

bool WriteOut(const uint8_t* p, size_t n) {
  if (n != 0 && fwrite(p, 1, n, stdout) != n) {
    Fail(kExitIo, "cannot write to stdout: %s", strerror(errno));
    return false;
  }
  return true;
}

int FinishOut() {
  if (fflush(stdout) != 0 || ferror(stdout)) {
    return Fail(kExitIo, "cannot write to stdout: %s", strerror(errno));
  }
  return kExitOk;
}

const char* StatusText(mcu_status s) {
  switch (s) {
    case MCU_OK: return "ok";
    case MCU_ERR_INVALID_ARGUMENT: return "invalid argument";
    case MCU_ERR_BUFFER_TOO_SMALL: return "buffer too small";
    case MCU_ERR_BAD_STATE: return "bad state";
    case MCU_ERR_LENGTH_LIMIT: return "input longer than the algorithm allows";
    case MCU_ERR_AUTH_FAILED: return "authentication failed";
    case MCU_ERR_INVALID_SIGNATURE: return "invalid signature";
    case MCU_ERR_INVALID_KEY: return "invalid key";
    case MCU_ERR_UNSUPPORTED: return "unsupported";
    case MCU_ERR_RNG_FAILED: return "entropy source failed";
    case MCU_ERR_HARDWARE: return "hardware error";
    case MCU_ERR_BAD_PADDING: return "bad padding";
    case MCU_ERR_TIMEOUT: return "hardware timed out";
    case MCU_ERR_MALFORMED: return "malformed encoding";
  }
  return "unknown error";
}

}  // namespace mcucli

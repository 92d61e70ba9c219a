#include "tools/sim/elf_image.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace sim {
namespace {

constexpr uint32_t kPtLoad = 1;
constexpr uint32_t kShtSymtab = 2;
constexpr uint32_t kPfExecute = 1;
constexpr uint32_t kPfWrite = 2;
constexpr uint8_t kSttFunc = 2;

// Bounds-checked little-endian reads: a truncated or hostile file must give
// an error, never a read past the buffer.
class Reader {
 public:
  explicit Reader(const std::vector<uint8_t>& bytes) : bytes_(bytes) {}
  bool Has(uint64_t offset, uint64_t length) const {
    return offset <= bytes_.size() && length <= bytes_.size() - offset;
  }
  uint32_t U32(uint64_t offset) const {
    uint32_t v = 0;
    for (int i = 3; i >= 0; --i) v = (v << 8) | bytes_[offset + static_cast<uint64_t>(i)];
    return v;
  }
  uint16_t U16(uint64_t offset) const {
    return static_cast<uint16_t>(bytes_[offset] | (bytes_[offset + 1] << 8));
  }
  uint8_t U8(uint64_t offset) const { return bytes_[offset]; }

 private:
  const std::vector<uint8_t>& bytes_;
};

}  // namespace

bool ElfImage::Load(const std::string& path, std::string* error) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (f == nullptr) {
    *error = "cannot open " + path;
    return false;
  }
  std::vector<uint8_t> bytes;
  uint8_t buffer[65536];
  size_t n;
  while ((n = std::fread(buffer, 1, sizeof(buffer), f)) > 0) bytes.insert(bytes.end(), buffer, buffer + n);
  std::fclose(f);
  return Parse(bytes, error);
}

bool ElfImage::Parse(const std::vector<uint8_t>& bytes, std::string* error) {
  Reader r(bytes);
  if (!r.Has(0, 52) || std::memcmp(bytes.data(), "\x7f" "ELF", 4) != 0) {
    *error = "not an ELF file";
    return false;
  }
  if (r.U8(4) != 1 || r.U8(5) != 1) {
    *error = "not a 32-bit little-endian ELF file";
    return false;
  }
  if (r.U16(16) != 2) {
    *error = "not an executable (ET_EXEC)";
    return false;
  }
  machine_ = r.U16(18);
  entry_ = r.U32(24);
  flags_ = r.U32(36);
  const uint32_t phoff = r.U32(28), shoff = r.U32(32);
  const uint16_t phentsize = r.U16(42), phnum = r.U16(44);
  const uint16_t shentsize = r.U16(46), shnum = r.U16(48);

  segments_.clear();
  phdr_address_ = 0;
  phnum_ = phnum;
  phentsize_ = phentsize;
  for (uint32_t i = 0; i < phnum; ++i) {
    const uint64_t ph = phoff + uint64_t{i} * phentsize;
    if (phentsize < 32 || !r.Has(ph, 32)) {
      *error = "truncated program header table";
      return false;
    }
    if (r.U32(ph) != kPtLoad) continue;
    ElfSegment s;
    const uint32_t offset = r.U32(ph + 4), file_size = r.U32(ph + 16);
    s.vaddr = r.U32(ph + 8);
    s.paddr = r.U32(ph + 12);
    s.mem_size = r.U32(ph + 20);
    const uint32_t pflags = r.U32(ph + 24);
    s.executable = (pflags & kPfExecute) != 0;
    s.writable = (pflags & kPfWrite) != 0;
    if (!r.Has(offset, file_size) || file_size > s.mem_size) {
      *error = "segment outside the file";
      return false;
    }
    s.data.assign(bytes.begin() + offset, bytes.begin() + offset + file_size);
    if (phoff >= offset && phoff - offset < file_size) phdr_address_ = s.vaddr + (phoff - offset);
    if (s.mem_size != 0) segments_.push_back(std::move(s));
  }
  if (segments_.empty()) {
    *error = "no loadable segment";
    return false;
  }

  // Symbols are optional (a stripped image still runs; reports lose names).
  symbols_.clear();
  for (uint32_t i = 0; i < shnum && shentsize >= 40; ++i) {
    const uint64_t sh = shoff + uint64_t{i} * shentsize;
    if (!r.Has(sh, 40) || r.U32(sh + 4) != kShtSymtab) continue;
    const uint32_t sym_off = r.U32(sh + 16), sym_size = r.U32(sh + 20), link = r.U32(sh + 24);
    const uint64_t strsh = shoff + uint64_t{link} * shentsize;
    if (!r.Has(strsh, 40)) continue;
    const uint32_t str_off = r.U32(strsh + 16), str_size = r.U32(strsh + 20);
    if (!r.Has(sym_off, sym_size) || !r.Has(str_off, str_size)) continue;
    for (uint64_t p = sym_off; p + 16 <= uint64_t{sym_off} + sym_size; p += 16) {
      const uint32_t name = r.U32(p);
      if (name == 0 || name >= str_size || r.U16(p + 14) == 0) continue;  // unnamed or undefined
      ElfSymbol sym;
      const char* s = reinterpret_cast<const char*>(bytes.data()) + str_off + name;
      sym.name.assign(s, strnlen(s, str_size - name));
      sym.value = r.U32(p + 4);
      sym.size = r.U32(p + 8);
      sym.is_function = (r.U8(p + 12) & 0xF) == kSttFunc;
      if (sym.name[0] == '$') continue;  // ARM mapping symbols
      symbols_.push_back(std::move(sym));
    }
  }
  std::sort(symbols_.begin(), symbols_.end(),
            [](const ElfSymbol& a, const ElfSymbol& b) { return a.value < b.value; });
  return true;
}

const ElfSymbol* ElfImage::SymbolFor(uint32_t address) const {
  const ElfSymbol* best = nullptr;
  for (const ElfSymbol& s : symbols_) {
    const uint32_t start = s.is_function ? (s.value & ~1u) : s.value;
    if (start > address) break;
    if (address < start + s.size) return &s;
    if (s.is_function) best = &s;
  }
  return best;
}

bool ElfImage::FindSymbol(const std::string& name, uint32_t* value) const {
  for (const ElfSymbol& s : symbols_) {
    if (s.name == name) {
      *value = s.value;
      return true;
    }
  }
  return false;
}

}  // namespace sim

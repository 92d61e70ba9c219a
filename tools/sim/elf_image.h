// A 32-bit little-endian ELF executable, as the simulator loads it.
#ifndef MCUCRYPT_TOOLS_SIM_ELF_IMAGE_H_
#define MCUCRYPT_TOOLS_SIM_ELF_IMAGE_H_

#include <cstdint>
#include <string>
#include <vector>

namespace sim {

struct ElfSegment {
  uint32_t vaddr = 0;
  uint32_t paddr = 0;
  uint32_t mem_size = 0;        // bytes in memory; past file data it is zero
  std::vector<uint8_t> data;    // file bytes (may be shorter than mem_size)
  bool executable = false;
  bool writable = false;
};

struct ElfSymbol {
  std::string name;
  uint32_t value = 0;
  uint32_t size = 0;
  bool is_function = false;
};

class ElfImage {
 public:
  // Reads and checks the file; on failure returns false with *error set.
  bool Load(const std::string& path, std::string* error);
  bool Parse(const std::vector<uint8_t>& bytes, std::string* error);

  uint16_t machine() const { return machine_; }  // EM_ARM = 40, EM_MIPS = 8
  uint32_t entry() const { return entry_; }
  uint32_t flags() const { return flags_; }
  const std::vector<ElfSegment>& segments() const { return segments_; }
  // Where the program headers sit in memory (for a Linux process's AT_PHDR);
  // 0 if no loaded segment covers them.
  uint32_t phdr_address() const { return phdr_address_; }
  uint16_t phnum() const { return phnum_; }
  uint16_t phentsize() const { return phentsize_; }

  // The symbol whose [value, value + size) holds address (Thumb bit ignored),
  // or the nearest function below it; nullptr if none.
  const ElfSymbol* SymbolFor(uint32_t address) const;
  // Value of a named symbol; false if absent.
  bool FindSymbol(const std::string& name, uint32_t* value) const;

 private:
  uint16_t machine_ = 0;
  uint32_t entry_ = 0;
  uint32_t flags_ = 0;
  uint32_t phdr_address_ = 0;
  uint16_t phnum_ = 0;
  uint16_t phentsize_ = 0;
  std::vector<ElfSegment> segments_;
  std::vector<ElfSymbol> symbols_;  // sorted by value
};

}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_ELF_IMAGE_H_

#include "tools/sim/models/sam4c/aes.h"

#include <cstring>

#include "tools/sim/models/sam4c/word_bytes.h"

namespace sim {
namespace sam4c {
namespace {

// Register offsets (accelerators.md §3.1).
constexpr uint64_t kCr = 0x00, kMr = 0x04, kIer = 0x10, kIdr = 0x14, kImr = 0x18, kIsr = 0x1C;
constexpr uint64_t kKeywr = 0x20, kIdatar = 0x40, kOdatar = 0x50, kIvr = 0x60;
constexpr uint64_t kAadlenr = 0x70, kClenr = 0x74, kGhashr = 0x78, kTagr = 0x88, kCtrr = 0x98,
                   kGcmhr = 0x9C;

// AES_CR.
constexpr uint32_t kStart = 1u << 0, kSoftwareReset = 1u << 8;

// AES_MR fields.
constexpr uint32_t kCipher = 1u << 0, kGtagen = 1u << 1, kDualBuffer = 1u << 3, kLod = 1u << 15;
constexpr unsigned kProcdlyShift = 4, kSmodShift = 8, kKeysizeShift = 10, kOpmodShift = 12,
                   kCfbsShift = 16, kCkeyShift = 20;
constexpr uint32_t kCkeyMask = 0xFu << kCkeyShift;
constexpr uint32_t kCkeyValue = 0xE;
constexpr uint32_t kSmodManual = 0, kSmodAuto = 1, kSmodIdatar0 = 2;

// AES_ISR bits; bits 1-4 are the PDC's (pdc.h).
constexpr uint32_t kDataReady = 1u << 0, kUnspecifiedAccess = 1u << 8, kTagReady = 1u << 16;
constexpr unsigned kUratShift = 12;
constexpr uint32_t kInterruptBits = kDataReady | 0x1Eu | kUnspecifiedAccess | kTagReady;

// AES_ISR.URAT values (§3.1).
constexpr uint32_t kUratInputWhileBusy = 0;   // IDATAR written during processing, SMOD = 2
constexpr uint32_t kUratOutputWhileBusy = 1;  // ODATAR read during processing
constexpr uint32_t kUratModeWhileBusy = 2;    // MR written during processing
constexpr uint32_t kUratOutputWhileSubkey = 3;
constexpr uint32_t kUratModeWhileSubkey = 4;
constexpr uint32_t kUratWriteOnlyRead = 5;
// [assumption] A first MR write without CKEY = 0xE is ignored, and flagged as
// URAT 2 ("MR written ..."): the hardware has no code of its own for it, and
// whether it enforces CKEY at all is a [GAP] (§3.1 step 2).
constexpr uint32_t kUratModeWithoutCkey = kUratModeWhileBusy;

bool InRange(uint64_t offset, uint64_t first, unsigned words) {
  return offset >= first && offset < first + 4u * words;
}

unsigned WordIndex(uint64_t offset, uint64_t first) {
  return static_cast<unsigned>((offset - first) / 4);
}

}  // namespace

// [assumption] Processing time ([GAP] 3): N x (PROCDLY + 1) cycles with
// N = 10, 12, 14 for 128, 192, 256-bit keys (one cycle per round), the
// formula of the SAM family datasheets, with the AES clocked at the core
// clock. The GCM subkey generation costs one block; a GCM tag is ready one
// block after the last block's DATRDY. Reserved KEYSIZE 3 counts as 128.
// [fitted] The PDC's transfers: kPdcCyclesPerWord per word moved (aes.h).
// The datasheet gives no figure for them, and the block time alone makes the
// engine 6x faster than the seed measured it, so this one cost is fitted.
uint64_t Aes::ProcessingCycles(uint32_t mode_register) {
  const uint32_t keysize = (mode_register >> kKeysizeShift) & 3;
  const uint64_t rounds = keysize == 1 ? 12 : keysize == 2 ? 14 : 10;
  const uint64_t processing_delay = (mode_register >> kProcdlyShift) & 0xF;
  return rounds * (processing_delay + 1);
}

void Aes::Reset() {
  pdc_.Reset();
  gcm_ = AesGcm();
  mode_register_ = 0;
  mode_register_unlocked_ = false;
  std::memset(key_, 0, sizeof key_);
  key_changed_ = true;
  loaded_key_words_ = 0;
  std::memset(input_, 0, sizeof input_);
  input_written_ = 0;
  next_input_word_ = 0;
  start_queued_ = false;
  subkey_queued_ = false;
  std::memset(output_, 0, sizeof output_);
  output_read_ = 0;
  std::memset(iv_, 0, sizeof iv_);
  std::memset(chain_, 0, sizeof chain_);
  status_ = 0;
  unspecified_access_type_ = 0;
  interrupt_mask_ = 0;
  engine_ = Engine::kIdle;
  ready_at_ = 0;
  std::memset(pending_output_, 0, sizeof pending_output_);
  tag_pending_ = false;
  tag_ready_at_ = 0;
  std::memset(pending_tag_, 0, sizeof pending_tag_);
  std::memset(tag_, 0, sizeof tag_);
  tag_read_ = 0;
}

AesMode Aes::Mode() const {
  // Reserved OPMOD values 6 and 7 run as ECB.
  static constexpr AesMode kModes[8] = {AesMode::kEcb, AesMode::kCbc, AesMode::kOfb, AesMode::kCfb,
                                        AesMode::kCtr, AesMode::kGcm, AesMode::kEcb, AesMode::kEcb};
  return kModes[Field(kOpmodShift, 3)];
}

unsigned Aes::DataWords() const {
  // CFB-64 uses IDATAR0..1, CFB-32/16/8 IDATAR0 only (low bits first).
  if (Mode() != AesMode::kCfb) return 4;
  const uint32_t cfbs = Field(kCfbsShift, 3);
  return cfbs == 1 ? 2 : (cfbs >= 2 && cfbs <= 4) ? 1 : 4;
}

unsigned Aes::KeyWords() const {
  const uint32_t keysize = Field(kKeysizeShift, 2);
  return keysize == 1 ? 6 : keysize == 2 ? 8 : 4;
}

Access Aes::Read(uint64_t offset, unsigned width, uint32_t* value) {
  *value = 0;
  if (width != 4 || offset % 4 != 0 || offset >= kSize) return Access::kBusError;
  Sync();
  *value = ReadRegister(offset);
  return Access::kOk;
}

Access Aes::Write(uint64_t offset, unsigned width, uint32_t value) {
  if (width != 4 || offset % 4 != 0 || offset >= kSize) return Access::kBusError;
  Sync();
  WriteRegister(offset, value);
  Kick(now());
  return Access::kOk;
}

bool Aes::InterruptPending() {
  Sync();
  return ((status_ | pdc_.StatusBits()) & interrupt_mask_ & kInterruptBits) != 0;
}

void Aes::FlagUnspecifiedAccess(uint32_t type) {
  // URAD stays set until SWRST; URAT keeps only the last type.
  status_ |= kUnspecifiedAccess;
  unspecified_access_type_ = type;
}

uint32_t Aes::ReadRegister(uint64_t offset) {
  const bool write_only = offset == kCr || offset == kIer || offset == kIdr ||
                          InRange(offset, kKeywr, 8) || InRange(offset, kIdatar, 4) ||
                          InRange(offset, kIvr, 4) || Pdc::IsWriteOnly(offset);
  if (write_only) {
    FlagUnspecifiedAccess(kUratWriteOnlyRead);
    return 0;
  }
  if (offset == kMr) return mode_register_ & ~kCkeyMask;  // CKEY reads 0
  if (offset == kImr) return interrupt_mask_;
  if (offset == kIsr) {
    return status_ | pdc_.StatusBits() | unspecified_access_type_ << kUratShift;
  }
  if (InRange(offset, kOdatar, 4)) return ReadOutput(WordIndex(offset, kOdatar));
  if (offset == kAadlenr) return gcm_.aad_bytes;
  if (offset == kClenr) return gcm_.text_bytes;
  if (InRange(offset, kGhashr, 4)) return LoadLe32(gcm_.ghash + 4 * WordIndex(offset, kGhashr));
  if (InRange(offset, kTagr, 4)) return ReadTag(WordIndex(offset, kTagr));
  // CTRR: the 32-bit GCM counter the next text block will use.
  if (offset == kCtrr) return LoadBe32(chain_ + 12);
  if (InRange(offset, kGcmhr, 4)) return LoadLe32(gcm_.hash_subkey + 4 * WordIndex(offset, kGcmhr));
  if (Pdc::Owns(offset)) return pdc_.Read(offset);
  return 0;  // reserved
}

void Aes::WriteRegister(uint64_t offset, uint32_t value) {
  if (offset == kCr) {
    if (value & kSoftwareReset) {
      Reset();
    } else if ((value & kStart) && Field(kSmodShift, 2) == kSmodManual) {
      start_queued_ = true;
    }
  } else if (offset == kMr) {
    WriteModeRegister(value);
  } else if (offset == kIer) {
    interrupt_mask_ |= value & kInterruptBits;
  } else if (offset == kIdr) {
    interrupt_mask_ &= ~value;
  } else if (InRange(offset, kKeywr, 8)) {
    WriteKey(WordIndex(offset, kKeywr), value);
  } else if (InRange(offset, kIdatar, 4)) {
    WriteInput(WordIndex(offset, kIdatar), value);
  } else if (InRange(offset, kIvr, 4)) {
    // The chaining value (CBC/OFB/CFB state, CTR or GCM counter) restarts here.
    const unsigned i = WordIndex(offset, kIvr);
    iv_[i] = value;
    StoreLe32(value, chain_ + 4 * i);
  } else if (offset == kAadlenr || offset == kClenr) {
    (offset == kAadlenr ? gcm_.aad_bytes : gcm_.text_bytes) = value;
    gcm_.StartMessage();
  } else if (InRange(offset, kGhashr, 4)) {
    StoreLe32(value, gcm_.ghash + 4 * WordIndex(offset, kGhashr));
  } else if (InRange(offset, kGcmhr, 4)) {
    StoreLe32(value, gcm_.hash_subkey + 4 * WordIndex(offset, kGcmhr));
  } else if (Pdc::Owns(offset)) {
    pdc_.Write(offset, value);
  }
  // ISR, IMR, ODATAR, TAGR, CTRR and reserved offsets ignore writes.
}

void Aes::WriteModeRegister(uint32_t value) {
  if (!mode_register_unlocked_ && options_.enforce_ckey &&
      ((value & kCkeyMask) >> kCkeyShift) != kCkeyValue) {
    FlagUnspecifiedAccess(kUratModeWithoutCkey);
    return;
  }
  mode_register_unlocked_ = true;
  // [assumption] A refused MR write leaves MR as it was, so the block in
  // flight and the next one keep a consistent configuration.
  if (engine_ == Engine::kBlock) return FlagUnspecifiedAccess(kUratModeWhileBusy);
  if (engine_ == Engine::kSubkey) return FlagUnspecifiedAccess(kUratModeWhileSubkey);
  mode_register_ = value & ~kCkeyMask;
}

void Aes::WriteKey(unsigned index, uint32_t value) {
  key_[index] = value;
  key_changed_ = true;
  status_ &= ~kTagReady;
  // GCM: the last key word starts the hash subkey generation (aes_gcm.h).
  if (Mode() == AesMode::kGcm && index == KeyWords() - 1) subkey_queued_ = true;
}

void Aes::WriteInput(unsigned index, uint32_t value) {
  if (Field(kSmodShift, 2) == kSmodIdatar0) {
    // DMA mode: without the dual buffer the input register is in use while
    // the engine runs, so the write is refused and flagged.
    if (engine_ != Engine::kIdle && !(mode_register_ & kDualBuffer)) {
      return FlagUnspecifiedAccess(kUratInputWhileBusy);
    }
    // [assumption] "IDATAR0 access only": in SMOD = 2 the words of a block
    // are written one after another whatever IDATAR address is used.
    return StoreInputWord(next_input_word_, value);
  }
  StoreInputWord(index, value);
}

void Aes::StoreInputWord(unsigned index, uint32_t value) {
  if (mode_register_ & kLod) status_ &= ~kDataReady;
  const unsigned words = DataWords();
  const uint32_t smod = Field(kSmodShift, 2);
  if (smod == kSmodIdatar0) {
    input_[index] = value;
    next_input_word_ = index + 1;
    if (next_input_word_ >= words) {
      next_input_word_ = 0;
      start_queued_ = true;
    }
    return;
  }
  input_[index] = value;
  input_written_ |= 1u << index;
  const unsigned needed = (1u << words) - 1;
  if (smod == kSmodAuto && (input_written_ & needed) == needed) start_queued_ = true;
}

uint32_t Aes::ReadOutput(unsigned index) {
  if (engine_ == Engine::kBlock) {
    FlagUnspecifiedAccess(kUratOutputWhileBusy);
    return output_[index];  // the previous block's value
  }
  if (engine_ == Engine::kSubkey) {
    FlagUnspecifiedAccess(kUratOutputWhileSubkey);
    return output_[index];
  }
  MarkOutputRead(index);
  return output_[index];
}

void Aes::MarkOutputRead(unsigned index) {
  output_read_ |= 1u << index;
  // [assumption] With LOD = 0, DATRDY clears once every ODATAR word of the
  // block (4, or 2/1 in CFB-64/32..8) has been read. §3.1 infers that reads
  // clear it without saying how many; later SAM datasheets clear it on the
  // first read, which a driver reading all words cannot tell apart.
  const unsigned needed = (1u << DataWords()) - 1;
  if (!(mode_register_ & kLod) && (output_read_ & needed) == needed) status_ &= ~kDataReady;
}

uint32_t Aes::ReadTag(unsigned index) {
  tag_read_ |= 1u << index;
  if (tag_read_ == 0xF) status_ &= ~kTagReady;  // [assumption] like ODATAR
  return LoadLe32(tag_ + 4 * index);
}

void Aes::Sync() {
  const uint64_t time_now = now();
  while (engine_ != Engine::kIdle && ready_at_ <= time_now) {
    const uint64_t finished_at = ready_at_;
    Finish();
    Kick(finished_at);  // queued input or PDC data start where the last block ended
  }
  if (tag_pending_ && tag_ready_at_ <= time_now) {
    std::memcpy(tag_, pending_tag_, sizeof tag_);
    tag_pending_ = false;
    tag_read_ = 0;
    status_ |= kTagReady;
  }
}

void Aes::Kick(uint64_t at) {
  if (engine_ != Engine::kIdle) return;
  if (subkey_queued_) return StartSubkey(at);
  const unsigned pulled = FeedFromPdc();
  // The block starts once the PDC has moved its input words in.
  if (start_queued_) StartBlock(at + pulled * kPdcCyclesPerWord);
}

unsigned Aes::FeedFromPdc() {
  // The PDC transmit channel feeds the input only in DMA mode (SMOD = 2).
  if (Field(kSmodShift, 2) != kSmodIdatar0 || start_queued_) return 0;
  unsigned pulled = 0;
  while (!start_queued_) {
    uint32_t word = 0;
    if (pdc_.Pull(bus(), &word) != Pdc::Move::kDone) return pulled;
    StoreInputWord(next_input_word_, word);
    ++pulled;
  }
  return pulled;
}

void Aes::LoadKey() {
  // KEYSIZE may change without a key write: that needs a new schedule too.
  if (!key_changed_ && loaded_key_words_ == KeyWords()) return;
  uint8_t key_bytes[32];
  WordsToBytes(key_, 8, key_bytes);
  loaded_key_words_ = KeyWords();
  cipher_.SetKey(key_bytes, 4u * loaded_key_words_);
  key_changed_ = false;
}

void Aes::StartBlock(uint64_t at) {
  start_queued_ = false;
  input_written_ = 0;
  LoadKey();
  uint8_t in[kAesBlockBytes] = {};
  uint8_t out[kAesBlockBytes] = {};
  const unsigned words = DataWords();
  WordsToBytes(input_, static_cast<int>(words), in);
  const bool encrypt = mode_register_ & kCipher;
  bool tag_due = false;
  if (Mode() == AesMode::kGcm) {
    uint8_t iv_bytes[kAesBlockBytes];
    WordsToBytes(iv_, 4, iv_bytes);
    tag_due =
        gcm_.ProcessBlock(cipher_, encrypt, mode_register_ & kGtagen, iv_bytes, chain_, in, out);
  } else {
    static constexpr size_t kCfbUnitBytes[8] = {16, 8, 4, 2, 1, 16, 16, 16};
    const size_t unit = Mode() == AesMode::kCfb ? kCfbUnitBytes[Field(kCfbsShift, 3)] : 16;
    ProcessUnit(cipher_, Mode(), encrypt, unit, chain_, in, out);
  }
  if (fault_ == Fault::kWrongResult) {
    out[0] ^= 1;
    if (Mode() == AesMode::kGcm) gcm_.ghash[0] ^= 1;
  }
  BytesToWords(out, 4, pending_output_);
  status_ &= ~(kDataReady | kTagReady);
  engine_ = Engine::kBlock;
  // With the PDC receive channel on, the block counts as finished (DATRDY,
  // ENDRX) once its output words are in memory, so their transfer is part of it.
  const uint64_t output_transfer = pdc_.receive_active() ? DataWords() * kPdcCyclesPerWord : 0;
  ready_at_ = FaultedReadyAt(at + ProcessingCycles(mode_register_) + output_transfer);
  if (tag_due) {
    std::memcpy(pending_tag_, gcm_.tag, sizeof pending_tag_);
    tag_pending_ = true;
    tag_ready_at_ = fault_ == Fault::kHang ? UINT64_MAX : ready_at_ + ProcessingCycles(mode_register_);
  }
}

void Aes::StartSubkey(uint64_t at) {
  subkey_queued_ = false;
  status_ &= ~kDataReady;
  engine_ = Engine::kSubkey;
  ready_at_ = FaultedReadyAt(at + ProcessingCycles(mode_register_));
}

uint64_t Aes::FaultedReadyAt(uint64_t ready_at) {
  if (fault_ == Fault::kError) FlagUnspecifiedAccess(kUratInputWhileBusy);
  return fault_ == Fault::kHang ? UINT64_MAX : ready_at;
}

void Aes::Finish() {
  const Engine finished = engine_;
  engine_ = Engine::kIdle;
  status_ |= kDataReady;
  if (finished == Engine::kSubkey) {
    LoadKey();
    gcm_.GenerateSubkey(cipher_);
    return;
  }
  std::memcpy(output_, pending_output_, sizeof output_);
  output_read_ = 0;
  // The PDC receive channel reads the output words as the CPU would.
  for (unsigned i = 0; i < DataWords(); ++i) {
    if (pdc_.Push(bus(), output_[i]) != Pdc::Move::kDone) break;
    MarkOutputRead(i);
  }
}

}  // namespace sam4c
}  // namespace sim

#include "tools/sim/models/pic32mzw1/crypto_engine.h"

#include <algorithm>
#include <utility>

#include "tools/sim/models/pic32mzw1/frame_processor.h"

namespace sim::pic32mzw1 {
namespace {

constexpr uint32_t kCeconWritable = CryptoEngine::kDmaEn | CryptoEngine::kBdpPlEn |
                                    CryptoEngine::kBdpChSt | CryptoEngine::kSwapEn |
                                    CryptoEngine::kSwRst | CryptoEngine::kSwapOEn;
constexpr uint32_t kIntFlags = CryptoEngine::kCbdIf | CryptoEngine::kPktIf | CryptoEngine::kAreIf;
constexpr uint32_t kAllErrOps = kErrOpEncrypt | kErrOpDecrypt | kErrOpAuth;

// [assumption] Timing; no source gives it (docs/accelerators.md gap 7). One
// engine cycle is one core cycle. A BD costs its own fetch (8 words), the SA
// fetch (29 words) when it has SA_FETCH_EN, per 16 bytes one DMA cycle per
// word moved plus the core's cost (fitted to the seed page, below), one
// cycle per result word, and one to write BD_CTRL back.
constexpr uint64_t kBdFetchCycles = 8;
constexpr uint64_t kSaFetchCycles = kSaBytes / 4;
constexpr uint64_t kWritebackCycles = 1;

// Core cycles per 16 bytes, besides the DMA words: no source gives them
// (gap 7), so each operation class is fitted to one Hardware cell of the
// board's seed page (CycloneCRYPTO 2.5.0 on the PIC32MZ2051W1 at 200 MHz,
// @shared_seeds//:pic32mz_w1_benchmark.txt) as the benchmark measures it:
// through the driver, with its cache maintenance (mcu_board_dcache_*, one
// cache op per 16-byte line of each buffer) and the memory system's costs,
// so each class's core cost is the seed's cycles per 16 bytes less what the
// benchmark measured beyond the engine (README.md, "Timing"):
//   AES: 76 + 2 per round; fitted to AES128-CBC encryption, 21.645 MB/s
//   GCM: 28 more, for GHASH; fitted to AES128-GCM encryption, 18.832 MB/s
//   3DES: 127; fitted to 3DES-CBC encryption, 18.018 MB/s
//   DES: 42, a third of 3DES's [assumption: no seed cell]
//   MD5 40, SHA-1 35, SHA-256 55; fitted to their Speed (Hardware) cells,
//        47.846, 51.546 and 38.61 MB/s
uint64_t CoreCyclesPer16Bytes(const Operation& op) {
  switch (op.hash) {
    case Hash::kMd5:
      return 40;
    case Hash::kSha1:
      return 35;
    case Hash::kSha256:
      return 55;
    case Hash::kNone:
      break;
  }
  switch (op.cipher) {
    case Cipher::kDes:
      return 42;
    case Cipher::kTdes:
      return 127;
    case Cipher::kAes:
      return 76 + 2 * (6 + op.key.size() / 4) + (op.mode == Mode::kGcm ? 28 : 0);
    case Cipher::kNone:
      break;
  }
  return 0;
}

BufferDescriptor ParseBd(const uint8_t* raw) {
  BufferDescriptor bd;
  uint32_t* fields[] = {&bd.ctrl,      &bd.sa_addr,  &bd.src_addr, &bd.dst_addr,
                        &bd.next_addr, &bd.upd_addr, &bd.msg_len,  &bd.enc_off};
  for (size_t i = 0; i < 8; ++i) *fields[i] = LoadLe32(raw + 4 * i);
  return bd;
}

size_t RoundUpToWord(size_t n) { return (n + 3) & ~size_t{3}; }

}  // namespace

CryptoEngine::CryptoEngine() : frame_(std::make_unique<FrameProcessor>()) {}
CryptoEngine::~CryptoEngine() = default;

uint64_t CryptoEngine::BdCycles(const Operation& op, uint32_t buf_len, bool sa_fetched,
                                size_t result_len) {
  const uint64_t blocks = (buf_len + 15) / 16;
  const uint64_t dma_words = op.hash != Hash::kNone ? 4 : 8;  // ciphers also write out
  uint64_t cycles = kBdFetchCycles + (sa_fetched ? kSaFetchCycles : 0) +
                    blocks * (dma_words + CoreCyclesPer16Bytes(op)) + result_len / 4 +
                    kWritebackCycles;
  // HMAC's end hashes the outer pad block and the inner digest: two more blocks.
  if (op.hmac && result_len != 0) cycles += 2 * 4 * CoreCyclesPer16Bytes(op);
  return cycles;
}

bool CryptoEngine::InjectFault(Fault fault) {
  fault_ = fault;
  return true;
}

void CryptoEngine::Reset() {
  SoftReset();
  resetting_ = false;
  cecon_ = 0;
}

// Everything returns to its reset value, including CEBDPADDR and CEPOLLCON
// (drivers write both after the reset).
void CryptoEngine::SoftReset() {
  frame_->Abort();
  cecon_ = bd_base_ = bd_current_ = int_flags_ = int_enable_ = 0;
  poll_cycles_ = header_len_ = trailer_len_ = 0;
  err_phase_ = err_op_ = err_mode_ = 0;
  Stop(kBdStateIdle);
  bd_ = BufferDescriptor{};
  sa_ = Operation{};
  sa_loaded_ = false;
}

Access CryptoEngine::Read(uint64_t offset, unsigned width, uint32_t* value) {
  if ((width != 1 && width != 2 && width != 4) || offset % width != 0 || offset + width > Size()) {
    return Access::kBusError;
  }
  Advance();
  const uint32_t word = ReadRegister(offset & ~uint64_t{3});
  const unsigned shift = static_cast<unsigned>(offset & 3) * 8;
  *value = width == 4 ? word : (word >> shift) & ((1u << (8 * width)) - 1);
  return Access::kOk;
}

Access CryptoEngine::Write(uint64_t offset, unsigned width, uint32_t value) {
  if ((width != 1 && width != 2 && width != 4) || offset % width != 0 || offset + width > Size()) {
    return Access::kBusError;
  }
  Advance();
  // [assumption] Register writes are ignored while a soft reset runs.
  if (resetting_) return Access::kOk;
  const unsigned shift = static_cast<unsigned>(offset & 3) * 8;
  const uint32_t lanes = width == 4 ? ~0u : ((1u << (8 * width)) - 1) << shift;
  WriteRegister(offset & ~uint64_t{3}, value << (width == 4 ? 0 : shift), lanes);
  return Access::kOk;
}

uint32_t CryptoEngine::ReadRegister(uint64_t offset) const {
  switch (offset) {
    case kCever:
      return kCeverValue;
    case kCecon:
      return cecon_;
    case kCebdaddr:
      return bd_current_;
    case kCebdpaddr:
      return bd_base_;
    case kCestat:
      return Cestat();
    case kCeintsrc:
      return int_flags_ | (int_flags_ != 0 ? kPendIf : 0);
    case kCeinten:
      return int_enable_;
    case kCepollcon:
      return poll_cycles_;
    case kCehdlen:
      return header_len_;
    case kCetrllen:
      return trailer_len_;
    default:
      return 0;  // debug/state registers 0x28-0x5C are not modelled
  }
}

void CryptoEngine::WriteRegister(uint64_t offset, uint32_t value, uint32_t lanes) {
  auto merge = [value, lanes](uint32_t old) { return (old & ~lanes) | (value & lanes); };
  switch (offset) {
    case kCecon:
      WriteCecon(merge(cecon_));
      break;
    case kCebdpaddr:
      bd_base_ = merge(bd_base_);
      break;  // atdf says R; every driver writes it
    case kCeintsrc:
      int_flags_ &= ~(value & lanes);
      break;  // write 1 to clear (drivers write 0xF)
    case kCeinten:
      int_enable_ = merge(int_enable_) & 0xF;
      break;
    case kCepollcon:
      poll_cycles_ = merge(poll_cycles_) & 0xFFFF;
      break;
    case kCehdlen:
      header_len_ = merge(header_len_) & 0xFF;
      break;
    case kCetrllen:
      trailer_len_ = merge(trailer_len_) & 0xFF;
      break;
    default:
      break;  // read-only or unmodelled
  }
}

// SWRST resets the block and reads back 1 until the reset completes.
// [assumption] Any CECON write that leaves DMAEN and BDPCHST set starts a
// stopped BD processor at CEBDPADDR; clearing either stops it, abandoning the
// BD in progress (its results are never written).
void CryptoEngine::WriteCecon(uint32_t value) {
  value &= kCeconWritable;
  if (value & kSwRst) {
    SoftReset();
    cecon_ = kSwRst;
    resetting_ = true;
    reset_done_at_ = now() + kSoftResetCycles;
    return;
  }
  cecon_ = value;
  const bool enabled = (cecon_ & (kDmaEn | kBdpChSt)) == (kDmaEn | kBdpChSt);
  if (!enabled) {
    Stop(kBdStateIdle);
  } else if (state_ == BdpState::kStopped) {
    bd_current_ = bd_base_;
    FetchBd(now());
  } else if (state_ == BdpState::kPolling && !(cecon_ & kBdpPlEn)) {
    Stop(kBdStateFetchDisabled);
  }
}

uint32_t CryptoEngine::Cestat() const {
  uint32_t bd_state = stopped_bd_state_;
  if (state_ == BdpState::kPolling) bd_state = kBdStateFetchPending;
  if (state_ == BdpState::kBusy) bd_state = kBdStateData;
  return (bd_.ctrl & 0xFFFF) | (state_ == BdpState::kBusy ? kStatActive : 0) |
         (state_ != BdpState::kStopped ? kStatStart : 0) | bd_state << kStatBdStateShift |
         err_phase_ << kStatErrPhaseShift | err_op_ << kStatErrOpShift |
         err_mode_ << kStatErrModeShift;
}

bool CryptoEngine::InterruptRequested() {
  Advance();
  return (int_enable_ & kPendIf) != 0 && (int_flags_ & int_enable_ & kIntFlags) != 0;
}

void CryptoEngine::Advance() {
  const uint64_t t = now();
  if (resetting_ && t >= reset_done_at_) {
    resetting_ = false;
    cecon_ &= ~kSwRst;
  }
  while (state_ != BdpState::kStopped) {
    if (state_ == BdpState::kBusy) {
      if (t < busy_until_) return;
      CompleteBd();
      continue;
    }
    // Polling a disabled BD, re-fetched every CEPOLLCON cycles. The model
    // cannot know when the CPU set DESC_EN, so it credits the first re-fetch
    // at or after this access with finding it.
    const uint64_t period = std::max<uint32_t>(poll_cycles_, 1);
    const uint64_t tick = poll_origin_ + (t - poll_origin_ + period - 1) / period * period;
    if (!FetchBd(tick)) return;
  }
}

// Reads the BD at CEBDADDR at cycle `at`. Returns true if it was enabled and
// the engine took it.
bool CryptoEngine::FetchBd(uint64_t at) {
  uint8_t raw[kBdBytes];
  if (!DmaRead(bd_current_, raw, sizeof raw)) {
    RaiseBusError(kPhaseBd);
    return false;
  }
  bd_ = ParseBd(raw);
  if (bd_.ctrl & kBdDescEn) return StartBd(at);
  if (!(cecon_ & kBdpPlEn)) {
    Stop(kBdStateFetchDisabled);
  } else if (state_ != BdpState::kPolling) {
    state_ = BdpState::kPolling;
    poll_origin_ = at;
  }
  return false;
}

// Does the BD's reads and computation now and schedules its completion; the
// writes wait for CompleteBd.
bool CryptoEngine::StartBd(uint64_t at) {
  state_ = BdpState::kBusy;
  const bool fetch_sa = (bd_.ctrl & kBdSaFetchEn) != 0;
  if (!LoadFrame(fetch_sa)) return false;
  if (fault_ == Fault::kError) {
    RaiseOpError(ErrOpFor(sa_), 0);
    return false;
  }
  if (fault_ == Fault::kHang) {
    busy_until_ = UINT64_MAX;  // Advance() never completes it
    return true;
  }
  const uint32_t length = bd_.ctrl & kBdBufLenMask;
  // The DMA moves whole words: a BUFLEN that is not a multiple of 4 still
  // reads (and writes) the last whole word.
  std::vector<uint8_t> input(RoundUpToWord(length));
  if (!input.empty() && !DmaRead(bd_.src_addr, input.data(), input.size())) {
    RaiseBusError(kPhaseSource);
    return false;
  }
  // The engine works on big-endian words; without SWAPEN it sees each
  // little-endian word's bytes reversed (README.md, "Byte order").
  if (!(cecon_ & kSwapEn)) ReverseWordBytes(&input);
  input.resize(length);
  FrameProcessor::Output out;
  pending_result_.clear();
  if (!frame_->Update(input, &out) || ((bd_.ctrl & kBdLifm) && !frame_->Finish(&pending_result_))) {
    RaiseOpError(ErrOpFor(sa_), 0);
    return false;
  }
  const size_t begin = out.begin;
  out.data.resize(RoundUpToWord(length));
  if (!(cecon_ & kSwapOEn)) {
    ReverseWordBytes(&out.data);
    ReverseWordBytes(&pending_result_);
  }
  pending_output_ = std::move(out.data);
  pending_output_begin_ = begin >= length ? pending_output_.size() : begin & ~size_t{3};
  if (fault_ == Fault::kWrongResult) {
    if (begin < length) {
      pending_output_[begin] ^= 1;
    } else if (!pending_result_.empty()) {
      pending_result_[0] ^= 1;
    }
  }
  busy_until_ = at + BdCycles(sa_, length, fetch_sa, pending_result_.size());
  return true;
}

// Fetches and decodes the SA if asked, and opens a frame if none is open.
// [assumption] SA_FETCH_EN always starts a new frame (LNC, LOADIV and FB are
// not checked: both drivers set all three); a BD without it continues the open
// frame, or starts one from the last SA fetched.
bool CryptoEngine::LoadFrame(bool fetch_sa) {
  if (fetch_sa) {
    uint8_t raw[kSaBytes];
    if (!DmaRead(bd_.sa_addr, raw, sizeof raw)) {
      RaiseBusError(kPhaseSa);
      return false;
    }
    const uint32_t err_op = DecodeSecurityAssociation(raw, &sa_);
    sa_loaded_ = err_op == 0;
    if (!sa_loaded_) {
      RaiseOpError(err_op, 0);
      return false;
    }
  }
  if (!sa_loaded_) {
    RaiseOpError(kAllErrOps, 0);  // no SA since reset
    return false;
  }
  // [assumption] The special key modes (preboot authentication, KEK, CEK) use
  // keys the model does not have: reported through ERRMODE and ERROP.
  const uint32_t cry_mode = (bd_.ctrl >> kBdCryModeShift) & 7;
  if (cry_mode != 0) {
    RaiseOpError(ErrOpFor(sa_), cry_mode);
    return false;
  }
  if ((fetch_sa || !frame_->open()) && !frame_->Begin(sa_, bd_.msg_len, bd_.enc_off)) {
    RaiseOpError(ErrOpFor(sa_), 0);
    return false;
  }
  return true;
}

// The BD's time has come: write its output, digest or tag, hand the BD back
// (DESC_EN = 0), raise the flags, and move to the next BD.
// [assumption] CBDIF is raised for every completed BD, PKTIF for every
// completed LIFM BD; the BD's CBD_INT_EN/PKT_INT_EN bits are not modelled.
void CryptoEngine::CompleteBd() {
  if (pending_output_begin_ < pending_output_.size() &&
      !DmaWrite(bd_.dst_addr + pending_output_begin_,
                pending_output_.data() + pending_output_begin_,
                pending_output_.size() - pending_output_begin_)) {
    RaiseBusError(kPhaseDestination);
    return;
  }
  if (!pending_result_.empty() &&
      !DmaWrite(bd_.upd_addr, pending_result_.data(), pending_result_.size())) {
    RaiseBusError(kPhaseDestination);
    return;
  }
  bd_.ctrl &= ~kBdDescEn;
  const uint8_t ctrl[4] = {static_cast<uint8_t>(bd_.ctrl), static_cast<uint8_t>(bd_.ctrl >> 8),
                           static_cast<uint8_t>(bd_.ctrl >> 16),
                           static_cast<uint8_t>(bd_.ctrl >> 24)};
  if (!DmaWrite(bd_current_, ctrl, sizeof ctrl)) {
    RaiseBusError(kPhaseBd);
    return;
  }
  int_flags_ |= kCbdIf | ((bd_.ctrl & kBdLifm) ? kPktIf : 0);
  if (bd_.ctrl & kBdLastBd) {
    Stop(kBdStateIdle);
    return;
  }
  const uint64_t done = busy_until_;
  bd_current_ = bd_.next_addr;
  FetchBd(done);
}

void CryptoEngine::Stop(uint32_t bd_state) {
  state_ = BdpState::kStopped;
  stopped_bd_state_ = bd_state;
  pending_output_.clear();
  pending_output_begin_ = 0;
  pending_result_.clear();
}

// [assumption] After an error the BD processor stops with the BD still owned
// by the engine (DESC_EN stays 1) and the frame abandoned; drivers detect it
// through CESTAT.ERROP or CEINTSRC.AREIF (or their timeout). Only a reset
// clears the error fields.
void CryptoEngine::RaiseBusError(uint32_t phase) {
  int_flags_ |= kAreIf;
  err_phase_ = phase;
  frame_->Abort();
  Stop(kBdStateIdle);
}

void CryptoEngine::RaiseOpError(uint32_t err_op, uint32_t err_mode) {
  err_op_ = err_op;
  err_mode_ = err_mode;
  frame_->Abort();
  Stop(kBdStateIdle);
}

bool CryptoEngine::DmaRead(uint64_t address, void* out, size_t length) {
  return bus() != nullptr && bus()->Read(address, out, length);
}

bool CryptoEngine::DmaWrite(uint64_t address, const void* data, size_t length) {
  return bus() != nullptr && bus()->Write(address, data, length);
}

}  // namespace sim::pic32mzw1

// Host benchmark: cycles/byte of every hash in crypto/ on this machine, for
// 4 KiB messages (the same rows and message size as bench_firmware.cc).
//
// Timing: the TSC (__rdtsc) around one one-shot hash of the message; one
// untimed warm-up, then the minimum over kRuns calls. The TSC rate is
// measured against CLOCK_MONOTONIC, and MB/s (10^6 bytes/s) is given at that
// rate. On CPUs with an invariant TSC the TSC counts at a fixed reference
// rate, not the core's (turbo) clock.
//
//   bazel run -c opt //bench:hash_bench_host
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>
#include <x86intrin.h>

#include "mcucrypt/ascon.h"
#include "mcucrypt/md5.h"
#include "mcucrypt/sha1.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sha3.h"
#include "mcucrypt/sha512.h"
#include "mcucrypt/sm3.h"
#include "mcucrypt/status.h"

namespace {

constexpr size_t kMessageBytes = 4096;
constexpr int kRuns = 200;

using HashFn = mcu_status (*)(const void *, size_t, uint8_t *);

struct Row {
  const char *name;
  HashFn fn;
};

// bench_firmware.cc's kCases "Hash" rows, in the same order.
const Row kRows[] = {
    {"MD5", mcu_md5},           {"SHA-1", mcu_sha1},          {"SHA-224", mcu_sha224},
    {"SHA-256", mcu_sha256},    {"SHA-384", mcu_sha384},      {"SHA-512", mcu_sha512},
    {"SHA3-224", mcu_sha3_224}, {"SHA3-256", mcu_sha3_256},   {"SHA3-384", mcu_sha3_384},
    {"SHA3-512", mcu_sha3_512}, {"SM3", mcu_sm3},             {"Ascon-Hash256", mcu_ascon_hash256},
};

uint8_t g_message[kMessageBytes];
uint8_t g_digest[64];

double MonotonicSeconds() {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// TSC ticks per second over about 200 ms.
double TscHz() {
  const double t0 = MonotonicSeconds();
  const uint64_t c0 = __rdtsc();
  while (MonotonicSeconds() - t0 < 0.2) {
  }
  const uint64_t c1 = __rdtsc();
  const double t1 = MonotonicSeconds();
  return static_cast<double>(c1 - c0) / (t1 - t0);
}

}  // namespace

int main() {
  for (size_t i = 0; i < kMessageBytes; ++i) g_message[i] = static_cast<uint8_t>(i * 31u + 7u);
  const double hz = TscHz();
  printf("hash_bench_host: %zu-byte messages, minimum of %d runs after a warm-up, TSC %.0f MHz\n",
         kMessageBytes, kRuns, hz / 1e6);
  printf("%-14s %12s %10s\n", "algorithm", "cycles/byte", "MB/s");
  bool ok = true;
  for (const Row &row : kRows) {
    if (row.fn(g_message, kMessageBytes, g_digest) != MCU_OK) {  // warm-up
      printf("%-14s FAILED\n", row.name);
      ok = false;
      continue;
    }
    uint64_t best = UINT64_MAX;
    for (int run = 0; run < kRuns; ++run) {
      _mm_lfence();
      const uint64_t start = __rdtsc();
      _mm_lfence();
      const mcu_status st = row.fn(g_message, kMessageBytes, g_digest);
      _mm_lfence();
      const uint64_t cycles = __rdtsc() - start;
      if (st != MCU_OK) ok = false;
      if (cycles < best) best = cycles;
      g_message[run % kMessageBytes] ^= g_digest[0];  // the next call sees other data
    }
    const double cpb = static_cast<double>(best) / kMessageBytes;
    printf("%-14s %12.2f %10.1f\n", row.name, cpb, hz / cpb / 1e6);
  }
  return ok ? 0 : 1;
}

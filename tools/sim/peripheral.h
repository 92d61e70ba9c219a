// The interface between the board simulator and its peripheral models.
//
// A model owns a window of the address space (base, size) and answers the
// CPU's register reads and writes there. Models that fetch descriptors or
// data by DMA, or whose work takes time, get the simulated bus and clock.
// A model never calls mcucrypt's own code: results come from an independent
// implementation (OpenSSL's libcrypto or the model's own arithmetic), so a
// bug shared by the driver and the model cannot hide.
#ifndef MCUCRYPT_TOOLS_SIM_PERIPHERAL_H_
#define MCUCRYPT_TOOLS_SIM_PERIPHERAL_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace sim {

// Memory as a bus master (DMA) sees it: physical addresses for MIPS boards,
// the CPU's addresses on Cortex-M. Returns false for an unmapped range
// (a model reports that as its bus-error flag).
class Bus {
 public:
  virtual ~Bus() = default;
  virtual bool Read(uint64_t address, void* out, size_t length) = 0;
  virtual bool Write(uint64_t address, const void* data, size_t length) = 0;
};

// The core's modelled cycle counter (the value DWT CYCCNT would show).
class Clock {
 public:
  virtual ~Clock() = default;
  virtual uint64_t Now() const = 0;
};

// Where a serial port model's transmitted bytes go: the simulator's UART
// output (mcusim --uart=FILE, else its console). Every UART model of a board
// writes here, as the bytes would appear on the board's debug serial port.
class SerialSink {
 public:
  virtual ~SerialSink() = default;
  virtual void Transmit(uint8_t byte) = 0;
};

// A fault a test asks a model to show, so a driver's error paths run:
// kHang: the operation never completes (busy stays set, no interrupt);
// kError: the model raises its error bits (or status) for the operation;
// kWrongResult: the operation completes but one bit of its output is flipped.
// kNone clears it. Set from the firmware through the "mcucrypt:fault" file
// (host_services.h) or with mcusim --fault=<model>:<kind>.
enum class Fault { kNone, kHang, kError, kWrongResult };

// What a register access did, beyond returning a value.
enum class Access {
  kOk,          // normal access
  kBusError,    // the bus reports an error: the core takes a fault
};

class Peripheral {
 public:
  virtual ~Peripheral() = default;

  // Short name for reports ("mmcau", "sam4c_aes", ...).
  virtual std::string Name() const = 0;
  // Base address and size of the register window, in the CPU's addresses.
  // A model has no address of its own: the simulator places it where the
  // board description (platforms/boards.bzl) says.
  virtual uint64_t Base() const { return base_; }
  virtual uint64_t Size() const = 0;
  void Place(uint64_t base) { base_ = base; }

  // Register access at `offset` from Base(); `width` is 1, 2 or 4 bytes.
  virtual Access Read(uint64_t offset, unsigned width, uint32_t* value) = 0;
  virtual Access Write(uint64_t offset, unsigned width, uint32_t value) = 0;

  // Extra core cycles the last access costs beyond a normal bus access
  // (a blocking coprocessor such as the MMCAU stalls the core). Read once:
  // the simulator takes and clears it after every access.
  virtual uint64_t TakeStallCycles() { return 0; }

  // What the model's timing assumes, one note per cost (mcusim --describe
  // prints them, and the benchmark pages carry them): the cost, where it
  // comes from, and the seed Hardware cell it was fitted to, as
  // "Table|Row|OPERATION" of bench/records.proto (empty: not fitted). A
  // model whose timing matters to a benchmark figure states it here.
  struct TimingNote {
    std::string cost;
    std::string source;
    std::string fitted_to;
  };
  virtual std::vector<TimingNote> TimingNotes() const { return {}; }

  // Called once before the firmware starts, and by a simulated reset.
  virtual void Reset() {}
  // Arms `fault` for every later operation until kNone (a fault survives
  // Reset(), as a test's setting should). False: the model cannot show it.
  virtual bool InjectFault(Fault fault) {
    (void)fault;
    return false;
  }

  // The simulator calls these before Reset(); models that need them keep them.
  void Attach(Bus* bus, Clock* clock, SerialSink* serial = nullptr) {
    bus_ = bus;
    clock_ = clock;
    serial_ = serial;
  }

 protected:
  Bus* bus() const { return bus_; }
  uint64_t now() const { return clock_ ? clock_->Now() : 0; }
  // A UART model sends a byte out of the board (dropped with no sink).
  void Transmit(uint8_t byte) {
    if (serial_ != nullptr) serial_->Transmit(byte);
  }

 private:
  uint64_t base_ = 0;
  Bus* bus_ = nullptr;
  Clock* clock_ = nullptr;
  SerialSink* serial_ = nullptr;
};

// A model reached by calling a firmware function (a vendor ROM library such
// as Microchip's CPKCL) rather than through registers: the simulator calls
// OnCall when the core branches to one of its entry points, passing the
// argument registers; the model does the work and returns the result
// register value. The simulator then returns to the caller (LR).
class RomService {
 public:
  virtual ~RomService() = default;
  virtual std::string Name() const = 0;
  // Number of entry points and the address of entry i (Thumb bit clear).
  virtual size_t EntryCount() const = 0;
  virtual uint64_t EntryAddress(size_t i) const = 0;
  // args: r0..r3. Returns r0. *cycles: modelled duration of the call.
  virtual uint32_t OnCall(size_t entry, const uint32_t args[4], uint64_t* cycles) = 0;
  // As Peripheral::TimingNotes: the costs the model charges per call.
  virtual std::vector<Peripheral::TimingNote> TimingNotes() const { return {}; }
  // As Peripheral::InjectFault: arms `fault` for every later call until
  // kNone; false if the model cannot show it.
  virtual bool InjectFault(Fault fault) {
    (void)fault;
    return false;
  }
  void Attach(Bus* bus, Clock* clock) {
    bus_ = bus;
    clock_ = clock;
  }

 protected:
  Bus* bus() const { return bus_; }
  uint64_t now() const { return clock_ ? clock_->Now() : 0; }

 private:
  Bus* bus_ = nullptr;
  Clock* clock_ = nullptr;
};

}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_PERIPHERAL_H_

// Arms a fault in one of the board simulator's peripheral models: the line
// "<model> <none|hang|error|wrong>" written to the file "mcucrypt:fault"
// (tools/sim/host_services.h). False if the model cannot show it.
#ifndef MCUCRYPT_TESTS_DRIVERS_PIC32MZW1_FAULT_H_
#define MCUCRYPT_TESTS_DRIVERS_PIC32MZW1_FAULT_H_

#include <stdio.h>

#include <string>

inline bool ArmFault(const std::string &model, const std::string &kind) {
  FILE *f = fopen("mcucrypt:fault", "w");
  if (f == nullptr) return false;
  const std::string line = model + " " + kind + "\n";
  const bool written = fputs(line.c_str(), f) >= 0;
  return fclose(f) == 0 && written;
}

#endif  // MCUCRYPT_TESTS_DRIVERS_PIC32MZW1_FAULT_H_

#include "mcucrypt/status.h"

#include "gtest/gtest.h"

namespace {

TEST(StatusTest, Names) {
  EXPECT_STREQ("MCU_OK", mcu_status_name(MCU_OK));
  EXPECT_STREQ("MCU_ERR_INVALID_ARGUMENT", mcu_status_name(MCU_ERR_INVALID_ARGUMENT));
  EXPECT_STREQ("MCU_ERR_BUFFER_TOO_SMALL", mcu_status_name(MCU_ERR_BUFFER_TOO_SMALL));
  EXPECT_STREQ("MCU_ERR_BAD_STATE", mcu_status_name(MCU_ERR_BAD_STATE));
  EXPECT_STREQ("MCU_ERR_LENGTH_LIMIT", mcu_status_name(MCU_ERR_LENGTH_LIMIT));
  EXPECT_STREQ("MCU_ERR_AUTH_FAILED", mcu_status_name(MCU_ERR_AUTH_FAILED));
  EXPECT_STREQ("MCU_ERR_INVALID_SIGNATURE", mcu_status_name(MCU_ERR_INVALID_SIGNATURE));
  EXPECT_STREQ("MCU_ERR_INVALID_KEY", mcu_status_name(MCU_ERR_INVALID_KEY));
  EXPECT_STREQ("MCU_ERR_UNSUPPORTED", mcu_status_name(MCU_ERR_UNSUPPORTED));
  EXPECT_STREQ("MCU_ERR_RNG_FAILED", mcu_status_name(MCU_ERR_RNG_FAILED));
  EXPECT_STREQ("MCU_ERR_HARDWARE", mcu_status_name(MCU_ERR_HARDWARE));
  EXPECT_STREQ("MCU_ERR_BAD_PADDING", mcu_status_name(MCU_ERR_BAD_PADDING));
  EXPECT_STREQ("MCU_ERR_TIMEOUT", mcu_status_name(MCU_ERR_TIMEOUT));
}

TEST(StatusTest, Values) {
  // The numeric values are part of the ABI.
  EXPECT_EQ(0, MCU_OK);
  EXPECT_EQ(-1, MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(-5, MCU_ERR_AUTH_FAILED);
  EXPECT_EQ(-10, MCU_ERR_HARDWARE);
  EXPECT_EQ(-11, MCU_ERR_BAD_PADDING);
  EXPECT_EQ(-12, MCU_ERR_TIMEOUT);
}

TEST(StatusTest, UnknownValues) {
  EXPECT_STREQ("unknown status", mcu_status_name(static_cast<mcu_status>(1)));
  EXPECT_STREQ("unknown status", mcu_status_name(static_cast<mcu_status>(-13)));
  EXPECT_STREQ("unknown status", mcu_status_name(static_cast<mcu_status>(7)));
}

}  // namespace

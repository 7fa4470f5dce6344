// Documented preconditions are checked where assertions are on (NOTATOR_ASSERTIONS): this test
// turns them on for itself, whatever the build, so that it always runs. Its Result holds a type
// of its own, so no instantiation is shared with a library built without them.
#ifndef NOTATOR_ASSERTIONS
#define NOTATOR_ASSERTIONS 1
#endif
#include <gtest/gtest.h>

#include "notator/error.hpp"

namespace notator {
namespace {

struct Token {
    int value = 0;
};

TEST(Preconditions, ValueOfAnErrorStopsTheProgramWithAMessage) {
    const Result<Token> failed = Error{Errc::IllegalMove};
    ASSERT_FALSE(failed.ok());
    EXPECT_EQ(failed.error().code, Errc::IllegalMove);
    EXPECT_DEATH((void)failed.value(), "notator: precondition failed: ok\\(\\)");
    EXPECT_DEATH((void)failed->value, "precondition failed");
}

TEST(Preconditions, ErrorOfAValueStopsTheProgramWithAMessage) {
    const Result<Token> done = Token{7};
    ASSERT_TRUE(done.ok());
    EXPECT_EQ(done.value().value, 7);
    EXPECT_DEATH((void)done.error(), "notator: precondition failed: !ok\\(\\)");
}

}  // namespace
}  // namespace notator

// Everything notator offers, in one include.
#pragma once

#include "notator/error.hpp"
#include "notator/movegen.hpp"
#include "notator/outcome.hpp"
#include "notator/perft.hpp"
#include "notator/position.hpp"
#include "notator/types.hpp"
#include "notator/uci.hpp"

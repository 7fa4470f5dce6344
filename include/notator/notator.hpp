// Everything notator offers, in one include.
#pragma once

#include "notator/check_summary.hpp"
#include "notator/error.hpp"
#include "notator/game.hpp"
#include "notator/game_start.hpp"
#include "notator/language.hpp"
#include "notator/movegen.hpp"
#include "notator/notation.hpp"
#include "notator/outcome.hpp"
#include "notator/perft.hpp"
#include "notator/pgn.hpp"
#include "notator/position.hpp"
#include "notator/prose.hpp"
#include "notator/reconcile.hpp"
#include "notator/types.hpp"
#include "notator/uci.hpp"

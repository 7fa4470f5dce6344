#!/usr/bin/env bash
# Runs the built `notator` binary as a user would and checks exit status and output.
# Usage: test_cli.sh PATH-TO-NOTATOR
set -u
bin=$1
passed=0
failed=0

# expect NAME STATUS PATTERN -- ARGS...: runs notator ARGS, wants exit STATUS and the
# extended regex PATTERN somewhere in stdout+stderr.
expect() {
    local name=$1 status=$2 pattern=$3
    shift 4
    local out rc
    out=$("$bin" "$@" 2>&1)
    rc=$?
    if [[ $rc -ne $status ]]; then
        echo "FAIL $name: exit $rc, wanted $status"; echo "$out" | head -20; failed=$((failed + 1)); return
    fi
    if ! grep -qE -- "$pattern" <<<"$out"; then
        echo "FAIL $name: output lacks /$pattern/"; echo "$out" | head -20; failed=$((failed + 1)); return
    fi
    echo "ok   $name"
    passed=$((passed + 1))
}

expect perft-start 0 '^8902$' -- perft 3
expect perft-fen 0 '^2039$' -- perft 2 --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
expect perft-960 0 '^528$' -- perft 2 --fen "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
expect perft-divide 0 '^e2e4: 600$' -- perft 3 --divide
expect perft-divide-total 0 '^8902$' -- perft 3 --divide
expect perft-divide-960-castling 0 '^e1b1: 1$' -- perft 1 --divide --fen "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"
expect perft-divide-castling 0 '^e1g1: 1$' -- perft 1 --divide --fen "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
expect perft-timing-on-stderr 0 'nodes/s' -- perft 1
expect perft-no-depth 2 'depth' -- perft
expect perft-bad-depth 2 'depth' -- perft x
expect perft-negative-depth 2 '' -- perft -- -1
expect perft-too-deep 2 'depth' -- perft 99
expect perft-bad-fen 2 'rank 1' -- perft 1 --fen "4k3/8/8/8/8/8/8/4K2X w - - 0 1"
expect perft-bad-fen-caret 2 '\^' -- perft 1 --fen "4k3/8/8/8/8/8/8/4K3 w K - 0 1"
expect no-subcommand-lists-them 0 'check +Check every move' --
expect unknown-subcommand 2 '' -- frobnicate
expect help 0 'perft' -- --help
expect version 0 '^notator [0-9]+\.[0-9]+\.[0-9]+$' -- --version
# Usage errors are said as the commands say theirs; an unknown command is named as one.
expect unknown-command 2 "^notator: unknown command 'bogus'; the commands: check convert" -- bogus
expect unknown-command-first 2 "^notator: unknown command 'bogus'; the commands: check convert" -- bogus check
expect bad-option-value 2 "^notator check: --jobs: 'abc' is no number of threads from 0 to 256" -- check -j abc x.pgn
expect perft-empty-fen 2 'needs a position' -- perft 1 --fen ""
expect perft-help 0 'divide' -- perft --help
expect help-usage-name 0 '^Usage: notator check \[OPTIONS\]' -- check --help
# Every help fits 80 columns (CLI11 writes a description on one line however long).
for command in "" check convert repair reconcile translate languages perft; do
    long=$("$bin" $command --help 2>&1 | awk 'length > 80')
    if [[ -n $long ]]; then
        echo "FAIL help-width '$command': lines over 80 columns"; echo "$long"; failed=$((failed + 1))
    else
        echo "ok   help-width '$command'"; passed=$((passed + 1))
    fi
done

data=$(cd "$(dirname "$0")/../data" && pwd)
examples=$(cd "$(dirname "$0")/../../examples" && pwd)
bad=$data/games/schleining-paehtz-2014.pgn
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

expect languages 0 '^de +German +K D T L S$' -- languages
expect languages-ru 0 '^ru +Russian +Кр Ф Л С К$' -- languages
expect languages-sources-verbose 0 'Gutenberg' -- languages --verbose
expect languages-json 0 '^\{"code":"de","name":"German","letters":\["K","D","T","L","S"\],"source":"' -- languages --json
if [[ $("$bin" languages | awk '{ if (length($0) > 80) n++ } END { print n + 0 }') -eq 0 ]] &&
   ! "$bin" languages | grep -q 'Wikipedia'; then
    echo "ok   languages-fit-80-columns-without-notes"; passed=$((passed + 1))
else
    echo "FAIL languages-fit-80-columns-without-notes"; failed=$((failed + 1))
fi
expect check-ok 0 '1 game, 21 moves, 0 errors' -- check --from de "$examples/de-musterpartie.pgn"
expect check-error-line 1 "schleining-paehtz-2014.pgn:17:15: error: game 1 \(Schleining,Z - Paehtz,E\), move 38. Bf3: 'Bf3' is illegal" -- check "$bad"
expect check-caret 1 '^ +\^~~$' -- check "$bad"
expect check-source-line 1 '^  37.Kh1 Bf4 38.Bf3 Re1' -- check "$bad"
# A game on one long line: about 100 characters around the move, cut between tokens, the
# caret still under the move.
line=""
for n in $(seq 1 2 59); do line+="$n. Nf3 Nf6 $((n + 1)). Ng1 Ng8 "; done
printf '%s\n' "${line/ 31. Nf3 Nf6/ 31. Nf3 Nf5}" > "$scratch/long.pgn"
expect check-long-line-window 1 '^  … Ng1 Ng8 29\. Nf3 Nf6 .* 31\. Nf3 Nf5 32\. Ng1 .* 36\. Ng1 …$' -- check "$scratch/long.pgn"
expect check-long-line-caret 1 '^ {44}\^~~$' -- check "$scratch/long.pgn"
printf '1. e4 e5 %s\n' "$(printf 'x%.0s' $(seq 500))" > "$scratch/garbage.pgn"
expect check-long-token-label 1 'move 2\. x{40}…: unexpected .x. in .x{40}….; no reading lets the game go on: the rest of it is not checked$' -- check "$scratch/garbage.pgn"
expect check-long-token-tildes 1 '^ {11}\^~{40}$' -- check "$scratch/garbage.pgn"
expect check-readings 1 '^  likely readings: b3, Rf2, b4$' -- check "$bad"
# Each error read on from its likeliest reading, and said; or, asked, each line checked only to
# its first error.
expect check-goes-on 1 "'Bf3' is illegal: no bishop can move to f3; read as b3 to go on$" -- check "$bad"
expect check-summary 1 '1 game, 78 moves, 1 error,' -- check "$bad"
expect check-stop-at-error 1 '1 game, 74 moves, 1 error,' -- check --stop-at-error "$bad"
expect check-json-read-as 1 '"suggestions":\["b3","Rf2","b4"\],"read_as":"b3"\}$' -- check --json "$bad"
expect check-json 1 '"kind":"illegal_move".*"fen":"6k1/pb3r1p/1q4p1/6Q1/2p1rb2/3p3P/PP1R2P1/2BR1N1K w - - 8 38"' -- check --json "$bad"
expect check-json-fields 1 '^\{"severity":"error","file":".*schleining-paehtz-2014.pgn","game":1,.*"line":17,"column":15,"ply":75,"move_number":38,"side":"white","text":"Bf3"' -- check --json "$bad"
expect check-wrong-language 1 "'S' is not a piece letter in English; it is .*the knight in .*German.*; the game reads whole in German: --from de" -- check --from en "$examples/de-musterpartie.pgn"
# --from auto, the default: each game's language found from its moves.
expect check-finds-german 0 '1 game \(German 1\), 21 moves, 0 errors, 0 warnings in' -- check "$examples/de-musterpartie.pgn"
expect check-finds-each-game 1 '3 games \(English 2, German 1\), 63 moves' -- check "$examples/de-musterpartie.pgn" "$examples/pt-amostra.pgn"
printf '1. h4 h5 2. Rh3 *\n' > "$scratch/rook.pgn"
expect check-language-ambiguous 0 'warning: game 1 \(\? - \?\): its moves also read whole, as other moves, in .*Finnish \(fi\).*; read in English, the first of them by use' -- check "$scratch/rook.pgn"
printf '1. e4 : 2. d4 *\n' > "$scratch/colon.pgn"
expect check-colon-quoted 1 "move 1\\.\\.\\. ':': ':' ends too early" -- check "$scratch/colon.pgn"
printf '1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.Lxc7 *\n' > "$scratch/de-error.pgn"
expect check-json-language 1 '"kind":"illegal_move".*"language":"de"' -- check --json "$scratch/de-error.pgn"
expect convert-language-tag 0 '^\[FromLanguage "de"\]$' -- convert "$examples/de-musterpartie.pgn"
if ! "$bin" convert "$bad" 2>/dev/null | grep -q FromLanguage; then
    echo "ok   convert-no-language-tag-for-english"; passed=$((passed + 1))
else
    echo "FAIL convert-no-language-tag-for-english"; failed=$((failed + 1))
fi
# convert guesses nothing; repair writes the likeliest readings, each marked for review.
if ! "$bin" convert "$bad" 2>/dev/null | grep -q 'read as'; then
    echo "ok   convert-guesses-nothing"; passed=$((passed + 1))
else
    echo "FAIL convert-guesses-nothing"; failed=$((failed + 1))
fi
expect repair-marks 1 '38. b3 \{notator: read as b3, written$' -- repair "$bad"
expect convert-repair 1 '38. b3 \{notator: read as b3, written$' -- convert --repair "$bad"
"$bin" repair -q -o "$scratch/repaired.pgn" "$bad"
expect repair-output-checks 0 '1 game, 78 moves, 0 errors, 1 warning \(1 repaired_move\)' -- check "$scratch/repaired.pgn"
printf '1.e4 e5 2.Qh5 Nc6 3.Bc4+ Nf6 4.Qxf7 *\n' > "$scratch/sign.pgn"
printf '1. e4 e5 3. Nf3 $300 *\n' > "$scratch/kinds.pgn"
printf '[Result "0-1"]\n\n1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# 0-1\n' > "$scratch/result.pgn"
expect check-result-warning 0 '^[^ ]*result.pgn:3:37: warning: game 1 \(\? - \?\): the result 0-1 does not fit the final position: Black is checkmated, so 1-0$' -- check "$scratch/result.pgn"
expect check-json-warning 0 '^\{"severity":"warning","file":"[^"]*result.pgn","game":1,"white":"\?","black":"\?","line":3,"column":37,"kind":"result_mismatch","message":"the result 0-1 does not fit' -- check --json "$scratch/result.pgn"
# Warnings look like errors: the source line and a caret; about a move, its number and text
# (in JSON too).
expect check-warning-caret 0 '^ {22}\^~~~$' -- check "$scratch/sign.pgn"
expect check-json-warning-move 0 '"ply":5,"move_number":3,"side":"white","text":"Bc4\+","kind":"wrong_check_sign"' -- check --json "$scratch/sign.pgn"
expect check-strict 1 'wrong_check_sign' -- check --strict --json "$scratch/sign.pgn"
expect check-lenient-sign 0 '0 errors, 1 warning ' -- check "$scratch/sign.pgn"
expect check-bad-language 2 "no language with the code 'xx'" -- check --from xx "$bad"
expect check-missing-file 2 'nope.pgn: No such file' -- check "$scratch/nope.pgn"
expect check-custom-letters 0 '0 errors' -- check --from KDTLS "$examples/de-musterpartie.pgn"
expect check-threads 1 '2 games, 156 moves, 2 errors' -- check -j 2 "$bad" "$bad"
expect convert-de-en 0 '^1. e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 Nxd6 7. Bg5 Nc6' -- convert --from de --to en "$examples/de-musterpartie.pgn"
expect convert-fide-pt 1 '6. exd6 e.p. Cxd6' -- convert --from en --to pt --preset fide "$examples/pt-amostra.pgn"
expect convert-keeps-rest 1 '38.Bf3 Re1 39.Qd8\+ Qxd8' -- convert "$bad"
expect convert-says-unchecked 1 'notator: not checked from here on \(illegal move\)' -- convert "$bad"
expect convert-warning 0 "sign.pgn:1:21: warning: game 1 \(\? - \?\), move 3. Bc4\+: 'Bc4\+' gives no check" -- convert "$scratch/sign.pgn"
expect convert-summary-warnings 0 '1 game, 7 moves, 0 errors, 1 warning \(1 wrong_check_sign\) in [0-9]+[.][0-9]{3} s' -- convert "$scratch/sign.pgn"
expect check-summary-warning-kinds 0 '1 game, 3 moves, 0 errors, 2 warnings \(1 bad_nag, 1 wrong_move_number\) in' -- check "$scratch/kinds.pgn"
expect convert-quiet-no-warning 0 '^$' -- convert --quiet -o /dev/null "$scratch/sign.pgn"
expect convert-figurine 0 '♘f3' -- convert --from de --style figurine "$examples/de-musterpartie.pgn"
expect convert-uci 0 '^1. e2e4 e7e5 2. g1f3' -- convert --from de --style uci "$examples/de-musterpartie.pgn"
expect convert-long 0 '2. Ng1f3 Ng8f6' -- convert --from de --style long "$examples/de-musterpartie.pgn"
expect convert-bad-style 2 'style' -- convert --style fancy "$bad"
# Every FIDE spelling the writer has, each from its own option.
expect convert-hyphen-colon 0 '^6\. e5:d6 e\.p\. Se4:d6 7\. Lc1-g5' -- \
    convert -q --from de --to de --hyphen --capture : --en-passant "$examples/de-musterpartie.pgn"
expect convert-no-capture-sign 0 '5\. Dd4 d5 6\. ed6 Sd6 7\. Lg5' -- \
    convert -q --from de --to de --capture none "$examples/de-musterpartie.pgn"
expect convert-castling-zeros 0 '9\. Nbd2 0-0 10\. 0-0-0' -- \
    convert -q --from de --castling 0-0 "$examples/de-musterpartie.pgn"
expect convert-long-figurine 0 '♘e4xd6 7\. ♗c1g5' -- \
    convert -q --from de --style long --figurine "$examples/de-musterpartie.pgn"
printf '[FEN "k7/2P5/1K6/8/8/8/8/8 w - - 0 1"]\n\n1. c8=Q# 1-0\n' >"$scratch/promo.pgn"
expect convert-promotion-parens 0 '^1\. c8\(D\)# 1-0' -- convert -q --to de --promotion 'e8(Q)' "$scratch/promo.pgn"
expect convert-promotion-slash 0 '^1\. c8/Q# 1-0' -- convert -q --promotion e8/Q "$scratch/promo.pgn"
expect convert-mate-double-plus 0 '^1\. c8=Q\+\+ 1-0' -- convert -q --mate ++ "$scratch/promo.pgn"
expect convert-bad-promotion 2 'promotion' -- convert --promotion e8=X "$bad"
expect convert-black-figurines 0 '^1\. e4 e5 2\. ♘f3 ♞f6' -- \
    convert -q --from de --black-figurines "$examples/de-musterpartie.pgn"
printf '1. e4 $1 e5 $6 2. Nf3 $14 *\n' >"$scratch/nags.pgn"
expect convert-fide-nag-glyphs 0 '^1\. e4! e5\?! 2\. Sf3 \$14 \*' -- convert -q --to de --preset fide "$scratch/nags.pgn"
expect check-help 0 'strict' -- check --help
expect convert-help 0 'preset' -- convert --help

# Standard input, and compressed input recognised by its bytes (not its name).
out=$("$bin" check < "$bad" 2>&1); rc=$?
if [[ $rc -eq 1 && $out == *"<stdin>:17:15: error"* ]]; then echo "ok   check-stdin"; passed=$((passed + 1));
else echo "FAIL check-stdin: exit $rc"; echo "$out" | head -5; failed=$((failed + 1)); fi
for tool in gzip zstd bzip2 xz; do
    if ! command -v "$tool" >/dev/null; then echo "FAIL compressed-$tool: $tool is not installed"; failed=$((failed + 1)); continue; fi
    "$tool" -c < "$bad" > "$scratch/game.data"
    expect "check-$tool" 1 'game.data:17:15: error: .* Bf3' -- check "$scratch/game.data"
    expect "check-$tool-stdin" 1 '<stdin>:17:15: error' -- check - < "$scratch/game.data"
done
head -c 300 "$scratch/game.data" > "$scratch/cut.data"
expect check-truncated 2 'cut.data: xz: the file ends in the middle of the data' -- check "$scratch/cut.data"
# Files as they come: another encoding named, UTF-16 with a byte order mark, binary data
# refused (exit 2, nothing written for it), -o - for standard output.
printf '[White "\xC8\xE2\xE0\xED\xEE\xE2"]\n\n1. e4 *\n' > "$scratch/cp1251.pgn"
expect encoding-named 0 '^\[White "Иванов"\]$' -- convert --encoding windows-1251 "$scratch/cp1251.pgn"
expect encoding-unknown 2 "cp1251.pgn: 'klingon' is an encoding the C library does not know" -- check --encoding klingon "$scratch/cp1251.pgn"
expect encoding-default-windows-1252 0 '^\[White "Èâàíîâ"\]$' -- convert "$scratch/cp1251.pgn"
printf '\xff\xfe' > "$scratch/utf16.pgn"
printf '1. e4 e5 2. Nf3 *\n' | iconv -f utf-8 -t utf-16le >> "$scratch/utf16.pgn"
expect utf16-with-mark 0 '1 game, 3 moves, 0 errors' -- check "$scratch/utf16.pgn"
head -c 3000 /dev/urandom > "$scratch/noise.bin"
out=$("$bin" convert "$scratch/noise.bin" 2>"$scratch/noise.err"); rc=$?
if [[ $rc -eq 2 && -z $out ]] && grep -q 'noise.bin: not a text file' "$scratch/noise.err"; then
    echo "ok   binary-refused"; passed=$((passed + 1))
else
    echo "FAIL binary-refused: exit $rc, $(head -c 200 "$scratch/noise.err")"; failed=$((failed + 1))
fi
expect output-dash-is-stdout 0 '^1\. e4 e5 2\. Nf3 Nf6' -- convert --from de -o - "$examples/de-musterpartie.pgn"

# Memory is bounded by the longest game, not the longest line: 20 MB of games one after
# another on one line take no more than the same games a line each.
if [[ -x /usr/bin/time ]]; then
    game='1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0 '
    yes "$game" | head -c 20000000 | tr -d '\n' > "$scratch/one-line.pgn"
    printf '1. e4 e5 2. Kxe8 *\n' >> "$scratch/one-line.pgn"
    yes "$game" | head -c 20000000 > "$scratch/lines.pgn"
    printf '1. e4 e5 2. Kxe8 *\n' >> "$scratch/lines.pgn"
    one=$(/usr/bin/time -f %M "$bin" check -q -j 1 "$scratch/one-line.pgn" 2>&1 >/dev/null | tail -1)
    many=$(/usr/bin/time -f %M "$bin" check -q -j 1 "$scratch/lines.pgn" 2>&1 >/dev/null | tail -1)
    if [[ $one -le $((many + 1024)) ]]; then
        echo "ok   memory-one-line ($one KiB against $many KiB)"; passed=$((passed + 1))
    else
        echo "FAIL memory-one-line: $one KiB against $many KiB"; failed=$((failed + 1))
    fi
    rm -f "$scratch/one-line.pgn" "$scratch/lines.pgn"
else
    echo "FAIL memory-one-line: /usr/bin/time (package time) is missing"; failed=$((failed + 1))
fi

# A file that cannot be read, wholly or to its end, does not stop the others: exit 2, the
# rest read and counted.
expect check-unreadable-others-read 2 '1 game, 21 moves, 0 errors, 0 warnings, 2 files not read' -- \
    check --from de "$scratch/nope.pgn" "$scratch/cut.data" "$examples/de-musterpartie.pgn"
printf '1. e4 e5 3. Nf3 *\n' > "$scratch/number.pgn"
expect check-json-warning-kind 0 '^\{"severity":"warning",.*"kind":"wrong_move_number","message":"move number 3. where 2. is due","language":"en"\}$' -- check --json "$scratch/number.pgn"
expect check-json-unreadable 2 '^\{"severity":"error","file":".*nope.pgn","kind":"cannot_open","message":"No such file or directory"\}$' -- \
    check --json --from de "$scratch/nope.pgn" "$examples/de-musterpartie.pgn"
printf 'ab\0cd' > "$scratch/nul.pgn"
expect check-json-not-text 2 '^\{"severity":"error","file":".*nul.pgn","kind":"not_text","message":"not a text file: it holds NUL bytes"\}$' -- \
    check --json "$scratch/nul.pgn"
expect convert-unreadable-others-written 2 'Musterpartie' -- \
    convert -q --from de "$scratch/nope.pgn" "$examples/de-musterpartie.pgn"

# reconcile: two players' scoresheets of one game, each in its own language.
printf '[White "Ana"]\n[Black "Bo"]\n\n1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 *\n' > "$scratch/sheet-a.pgn"
printf '1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La5 Sf6 5.0-0 *\n' > "$scratch/sheet-b.pgn"
expect reconcile-differs 1 'game 1, move 4. sheet A Ba4, sheet B La5: took Ba4: sheet B.s does not read' -- reconcile "$scratch/sheet-a.pgn" "$scratch/sheet-b.pgn"
expect reconcile-game 1 '^1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 \{notator: sheet A Ba4, sheet B La5:' -- reconcile "$scratch/sheet-a.pgn" "$scratch/sheet-b.pgn"
expect reconcile-summary 1 '1 game, 2 differences' -- reconcile "$scratch/sheet-a.pgn" "$scratch/sheet-b.pgn"
# The move taken, in the language the game is written in.
expect reconcile-taken-in-to 1 'sheet A Ba4, sheet B La5: took La4:' -- reconcile --to de "$scratch/sheet-a.pgn" "$scratch/sheet-b.pgn"
expect reconcile-agree 0 '1 game, 0 differences' -- reconcile "$scratch/sheet-a.pgn" "$scratch/sheet-a.pgn"
expect reconcile-missing 2 'nope.pgn: No such file' -- reconcile "$scratch/sheet-a.pgn" "$scratch/nope.pgn"

# convert writes every game, the bad ones too; checked again, its output says what it kept
# unchecked.
"$bin" convert -q -o "$scratch/out.pgn" "$bad" "$examples/pt-amostra.pgn" 2>/dev/null
n=$(grep -c '^\[Event ' "$scratch/out.pgn")
if [[ $n -eq 3 ]]; then echo "ok   convert-keeps-every-game"; passed=$((passed + 1));
else echo "FAIL convert-keeps-every-game: $n games"; failed=$((failed + 1)); fi
expect convert-output-checks 1 '3 games, .* 2 errors' -- check "$scratch/out.pgn"
expect convert-output-unchecked-rest 1 'error: game 1 .*: an earlier conversion kept the moves from here on unchecked \(illegal move\): 38.Bf3 Re1 39.Qd8\+ Qxd8' -- check "$scratch/out.pgn"

# The progress line: on a terminal for a large input, never in a pipe, under CI or --quiet.
cp "$bad" "$scratch/big.pgn"
for _ in $(seq 14); do cat "$scratch/big.pgn" "$scratch/big.pgn" > "$scratch/big2.pgn"; mv "$scratch/big2.pgn" "$scratch/big.pgn"; done
if command -v script >/dev/null; then
    tty_out=$(env -u CI script -qc "'$bin' check -q -j 2 '$scratch/big.pgn' > /dev/null" /dev/null | tr '\r' '\n')
    tty_loud=$(env -u CI script -qc "'$bin' check -j 2 '$scratch/big.pgn' > /dev/null" /dev/null | tr '\r' '\n')
    if [[ $tty_loud == *"games/s"* && $tty_loud == *"%"* && $tty_out != *"games/s"* ]]; then
        echo "ok   progress-on-terminal-only-without-quiet"; passed=$((passed + 1))
    else
        echo "FAIL progress-on-terminal: '$(echo "$tty_loud" | head -3)'"; failed=$((failed + 1))
    fi
    ci_out=$(CI=true script -qc "'$bin' check -j 2 '$scratch/big.pgn' > /dev/null" /dev/null)
    if [[ $ci_out != *"games/s"* ]]; then echo "ok   no-progress-under-ci"; passed=$((passed + 1));
    else echo "FAIL no-progress-under-ci"; failed=$((failed + 1)); fi
else
    echo "FAIL progress: the 'script' command (util-linux) is missing"; failed=$((failed + 1))
fi
pipe_out=$(env -u CI "$bin" check -j 2 "$scratch/big.pgn" 2>&1 >/dev/null)
if [[ $pipe_out != *"games/s"* && $pipe_out == *"16384 games"* ]]; then echo "ok   no-progress-in-a-pipe"; passed=$((passed + 1));
else echo "FAIL no-progress-in-a-pipe: $pipe_out"; failed=$((failed + 1)); fi

# -j N keeps the input's order and loses nothing: 2,000 games (many batches of work) convert and
# check the same on one thread and on three.
corpus="$data/games/pgnmentor-first-2000.pgn.zst"
"$bin" convert -q -j 1 --to de "$corpus" -o "$scratch/j1.pgn" 2>"$scratch/j1.err"
"$bin" convert -q -j 3 --to de "$corpus" -o "$scratch/j3.pgn" 2>"$scratch/j3.err"
if cmp -s "$scratch/j1.pgn" "$scratch/j3.pgn" && cmp -s "$scratch/j1.err" "$scratch/j3.err" &&
   [[ $(grep -c '^\[Event ' "$scratch/j3.pgn") -eq 2000 ]]; then
    echo "ok   threads-keep-order"; passed=$((passed + 1))
else
    echo "FAIL threads-keep-order"; failed=$((failed + 1))
fi
j1=$("$bin" check -j 1 "$corpus" 2>&1 | sed 's/ in [0-9.e-]* s$//')
j3=$("$bin" check -j 3 "$corpus" 2>&1 | sed 's/ in [0-9.e-]* s$//')
if [[ "$j1" == "$j3" && "$j1" == *"2000 games"* ]]; then
    echo "ok   threads-check-same-report"; passed=$((passed + 1))
else
    echo "FAIL threads-check-same-report"; failed=$((failed + 1))
fi

# The pgn preset's output stays readable by pgn-extract (installed by scripts/setup.sh), the
# rests of games with errors included: six of these 36 games break, their rests hold comments.
pgn_extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
"$bin" convert -q --preset pgn "$data/pgn-tests/python-chess/immortal-games.pgn" \
    -o "$scratch/immortal.pgn" 2>/dev/null
log=$("$pgn_extract" -r "$scratch/immortal.pgn" 2>&1)
if [[ $log == *"36 games matched out of 36"* && $log != *"Unknown character"* &&
      $log != *"Failed to make move"* ]]; then
    echo "ok   pgn-preset-read-by-pgn-extract"; passed=$((passed + 1))
else
    echo "FAIL pgn-preset-read-by-pgn-extract"; echo "$log" | grep -v ' - ' | head; failed=$((failed + 1))
fi

# --from takes a language's name or its code in capitals too.
expect convert-from-name 0 'Nf3' -- convert --from German --to EN "$examples/de-musterpartie.pgn" -o -
# -o naming an input (under any name) is refused: it would be emptied before it is read.
cp "$examples/de-musterpartie.pgn" "$scratch/same.pgn"
ln -sf "$scratch/same.pgn" "$scratch/same-link.pgn"
expect convert-output-is-input 2 'is also an input' -- convert --from de "$scratch/same.pgn" -o "$scratch/same-link.pgn"
if cmp -s "$scratch/same.pgn" "$examples/de-musterpartie.pgn"; then
    echo "ok   convert-output-is-input-kept"; passed=$((passed + 1))
else
    echo "FAIL convert-output-is-input-kept"; failed=$((failed + 1))
fi

# An input that cannot be read leaves a file that -o names as it was; a readable one replaces
# it, with its permissions kept, and no temporary file is left behind.
printf 'precious\n' > "$scratch/keep.pgn"
chmod 640 "$scratch/keep.pgn"
expect convert-missing-input-keeps-output 2 'No such file' -- convert "$scratch/missing.pgn" -o "$scratch/keep.pgn"
head -c 3000 /dev/urandom > "$scratch/junk.bin"
expect convert-binary-input-keeps-output 2 'not a text file' -- convert "$scratch/junk.bin" -o "$scratch/keep.pgn"
if [[ $(cat "$scratch/keep.pgn") == precious ]]; then
    echo "ok   convert-unreadable-input-leaves-output"; passed=$((passed + 1))
else
    echo "FAIL convert-unreadable-input-leaves-output"; failed=$((failed + 1))
fi
expect convert-replaces-output 0 '' -- convert -q "$examples/de-musterpartie.pgn" --from de -o "$scratch/keep.pgn"
if grep -q '^\[Event' "$scratch/keep.pgn" && [[ $(stat -c %a "$scratch/keep.pgn") == 640 ]] &&
    ! ls "$scratch" | grep -q 'notator-'; then
    echo "ok   convert-replaced-output-keeps-mode"; passed=$((passed + 1))
else
    echo "FAIL convert-replaced-output-keeps-mode"; failed=$((failed + 1))
fi
expect convert-output-full 2 'No space left' -- convert -q "$examples/de-musterpartie.pgn" --from de -o /dev/full
expect convert-output-no-dir 2 'No such file or directory' -- convert -q "$examples/de-musterpartie.pgn" --from de -o "$scratch/none/x.pgn"
# -o naming a symbolic link replaces the file it names and keeps the link.
ln -sf "$scratch/keep.pgn" "$scratch/keep-link.pgn"
expect convert-through-link 0 '' -- convert -q "$examples/de-musterpartie.pgn" --from de --to de -o "$scratch/keep-link.pgn"
if [[ -L "$scratch/keep-link.pgn" ]] && grep -q 'Sf3' "$scratch/keep.pgn"; then
    echo "ok   convert-link-kept"; passed=$((passed + 1))
else
    echo "FAIL convert-link-kept"; failed=$((failed + 1))
fi
ln -sf "$scratch/not-yet.pgn" "$scratch/dangling.pgn"
expect convert-through-dangling-link 0 '' -- convert -q "$examples/de-musterpartie.pgn" --from de -o "$scratch/dangling.pgn"
if [[ -L "$scratch/dangling.pgn" && -s "$scratch/not-yet.pgn" ]]; then
    echo "ok   convert-dangling-link-kept"; passed=$((passed + 1))
else
    echo "FAIL convert-dangling-link-kept"; failed=$((failed + 1))
fi
# Names from the input reach the terminal without their control characters.
printf '[White "A\033]0;title\007"]\n\n1. e4 e5 2. Qxf7 *\n' > "$scratch/escape.pgn"
report=$("$bin" check "$scratch/escape.pgn" 2>&1)
if grep -q $'game 1 (A\xEF\xBF\xBD]0;title\xEF\xBF\xBD - ?)' <<<"$report" && ! grep -q $'\033' <<<"$report"; then
    echo "ok   check-names-printable"; passed=$((passed + 1))
else
    echo "FAIL check-names-printable"; echo "$report" | head -3; failed=$((failed + 1))
fi

# Threads read the input in pieces, each cut where a game starts: the same reports (game
# numbers, lines) and the same converted games as one thread, on 2,000 games with an error in
# them put in at game 1,500 and warnings here and there.
zstd -dcq "$data/games/pgnmentor-first-2000.pgn.zst" > "$scratch/many.pgn"
# Converted, a file cut short midway says so where its games stop (a PGN escape line, which
# readers pass over), and the output still reads.
xz -c < "$scratch/many.pgn" | head -c 100000 > "$scratch/cut-many.xz"
expect convert-truncated 2 'cut-many.xz: xz: the file ends' -- convert -q "$scratch/cut-many.xz" -o "$scratch/cut.pgn"
expect convert-truncated-reads 0 '' -- check -q "$scratch/cut.pgn"
if tail -1 "$scratch/cut.pgn" | grep -q '^% notator: .*cut-many.xz stops here: xz: the file ends'; then
    echo "ok   convert-truncated-marked"; passed=$((passed + 1))
else
    echo "FAIL convert-truncated-marked"; tail -2 "$scratch/cut.pgn"; failed=$((failed + 1))
fi
sed -i -e '27000,27010s/ \([a-h]\)\([1-8]\) / Q\1\2 /' -e 's/ 1-0\r$/ 0-1\r/;s/ 1\/2-1\/2\r$/ 1-0\r/' "$scratch/many.pgn"
same=1
for args in "check --json" "check" "convert --to de --style long"; do
    "$bin" $args -j 1 "$scratch/many.pgn" > "$scratch/one.out" 2> "$scratch/one.err"
    for j in 2 3; do
        "$bin" $args -j $j "$scratch/many.pgn" > "$scratch/many.out" 2> "$scratch/many.err"
        cmp -s "$scratch/one.out" "$scratch/many.out" || { echo "FAIL threads-same: $args -j $j stdout"; same=0; }
        # (the summary's time differs)
        diff -q <(sed 's/ in [0-9.]* s$//' "$scratch/one.err") <(sed 's/ in [0-9.]* s$//' "$scratch/many.err") \
            > /dev/null || { echo "FAIL threads-same: $args -j $j stderr"; same=0; }
    done
done
if [[ $same -eq 1 ]] && grep -q 'error: game 1' "$scratch/one.err" && grep -c warning "$scratch/one.err" | grep -qv '^0$'; then
    echo "ok   threads-same-output"; passed=$((passed + 1))
else
    echo "FAIL threads-same-output"; failed=$((failed + 1))
fi

# The notations before algebraic, and ICCF numeric notation (issue: every notation an editor
# meets). A book's game in descriptive notation, as printed (tests/data/descriptive).
expect descriptive-book-game 1 ' 25\. Qxb6 \$1 1-0$' -- \
    convert -q --from descriptive "$data/descriptive/capablanca-chess-fundamentals.pgn"
expect descriptive-book-game-checks 1 '"text":"P - Kt 3","kind":"ambiguity_resolved","message":"'"'"'P - Kt 3'"'"' fits b3 and g3; only after g3 does the game go on \(to its end' -- \
    check --from descriptive "$data/descriptive/capablanca-chess-fundamentals.pgn" --json
printf '1. P-K4 P-K4 2. Kt-B3 *\n' > "$scratch/desc.pgn"
expect descriptive-ambiguous 1 "'Kt-B3' is ambiguous: it fits Nc3 and Nf3" -- check --from descriptive "$scratch/desc.pgn"
expect descriptive-read-as-algebraic 1 'descriptive notation, not algebraic \(--from descriptive' -- check --from en "$scratch/desc.pgn"
printf '1. P4R P4R 2. C3AR C3AD 3. A5C P3TD 4. AxC PDxA 5. O-O *\n' > "$scratch/desc-es.pgn"
expect descriptive-spanish 0 '^1\. e4 e5 2\. Nf3 Nc6 3\. Bb5 a6 4\. Bxc6 dxc6 5\. O-O \*' -- \
    convert -q --from descriptive-es "$scratch/desc-es.pgn"
"$bin" convert -q --from descriptive --style numeric "$data/descriptive/capablanca-chess-fundamentals.pgn" \
    > "$scratch/iccf.pgn" 2>/dev/null
expect numeric-out 1 '^1\. 4244 4745 2\. 3234 5756 ' -- convert -q --from iccf --style numeric "$scratch/iccf.pgn"
"$bin" convert -q --from iccf "$scratch/iccf.pgn" > "$scratch/iccf-back.pgn" 2>/dev/null
"$bin" convert -q --from descriptive "$data/descriptive/capablanca-chess-fundamentals.pgn" > "$scratch/desc-alg.pgn" 2>/dev/null
if cmp -s "$scratch/iccf-back.pgn" "$scratch/desc-alg.pgn" && [[ -s $scratch/iccf-back.pgn ]]; then
    echo "ok   numeric-round-trip"; passed=$((passed + 1))
else
    echo "FAIL numeric-round-trip"; failed=$((failed + 1))
fi
printf '1. 5254 5755 2. 7193 *\n' > "$scratch/iccf-typo.pgn"
expect numeric-typo-is-no-move-number 1 "'7193' is no move in ICCF numeric notation" -- check --from iccf "$scratch/iccf-typo.pgn"
printf '1. 5254 5755 2. 5171 *\n' > "$scratch/iccf-bad.pgn"
expect descriptive-forgotten 1 'it reads as descriptive notation: --from descriptive' -- \
    check "$data/descriptive/capablanca-chess-fundamentals.pgn"
printf '1. 5254 5755 2. 7163 *\n' > "$scratch/iccf-plain.pgn"
expect numeric-forgotten 1 'it reads as ICCF numeric notation: --from iccf' -- check "$scratch/iccf-plain.pgn"
expect numeric-illegal 1 "'5171' is illegal: no legal move from e1 to g1" -- check --from iccf "$scratch/iccf-bad.pgn"

# Moves inside prose: translated, the rest byte for byte; sequences checked.
expect translate-sentence 0 '^Nach 12\.Nf3 Bg4 13\.h3 steht Weiß besser$' -- \
    translate --from de <(printf 'Nach 12.Sf3 Lg4 13.h3 steht Weiß besser\n')
"$bin" translate --from de --to en -o "$scratch/de.en.md" "$data/prose/de.md" 2>/dev/null
if cmp -s "$scratch/de.en.md" "$data/prose/de.en.md"; then
    echo "ok   translate-file-output"; passed=$((passed + 1))
else
    echo "FAIL translate-file-output"; failed=$((failed + 1))
fi
expect translate-sequence-error 1 "es.md:19:133: error: move 8\. Ae3: 'Ae3' is illegal" -- \
    translate --from es --to de "$data/prose/es.md" -o /dev/null
expect translate-needs-from 2 'from' -- translate "$data/prose/de.md"
expect translate-unreadable 2 'cannot open' -- translate --from de "$scratch/nothing-here.md"
expect translate-directory 2 'is a directory' -- translate --from de "$scratch"
printf 'Sf3\0' > "$scratch/binary.txt"
expect translate-binary 2 'not text' -- translate --from de "$scratch/binary.txt"
expect translate-html 0 '<a title="Sf3">Nf3</a>' -- translate --from de --html <(printf '<a title="Sf3">Sf3</a>\n')

# The export format as another program reads it: every pgn-tests file converted (--fix-tags)
# reads back under check --strict with no error its input has not, and under pgn-extract (its
# own line length set wide, null moves allowed: the input's) with no complaint, but where a
# comment holds a '}', which PGN keeps in ';' comments and pgn-extract 19.04 does not read.
pgn_extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
if [[ -x $pgn_extract ]]; then
    complaints=0 stricter=0
    while IFS= read -r -d '' f; do
        "$bin" convert -q --fix-tags -o "$scratch/export.pgn" "$f" 2>/dev/null
        [[ -s $scratch/export.pgn ]] || continue
        said=$("$pgn_extract" -s -w1000 --allownullmoves "$scratch/export.pgn" -o /dev/null 2>&1 |
               sed 's/Games: [0-9]*//g' | grep -v '^ *$' || true)
        if [[ -n $said && $(grep -c '^;' "$scratch/export.pgn") -eq 0 ]]; then
            complaints=$((complaints + 1)); echo "  pgn-extract on $f: $(head -2 <<<"$said")"
        fi
        before=$("$bin" check --strict --json "$f" 2>/dev/null | grep -c '"severity":"error"' || true)
        after=$("$bin" check --strict --json "$scratch/export.pgn" 2>/dev/null |
                grep -c '"severity":"error"' || true)
        if (( after > before )); then stricter=$((stricter + 1)); echo "  check --strict on $f: $before -> $after"; fi
    done < <(find "$data/pgn-tests" -type f -print0 | sort -z)
    if (( complaints == 0 && stricter == 0 )); then
        echo "ok   export-format-read-back"; passed=$((passed + 1))
    else
        echo "FAIL export-format-read-back: $complaints pgn-extract complaints, $stricter files stricter"
        failed=$((failed + 1))
    fi
else
    echo "FAIL export-format-read-back: no pgn-extract (scripts/setup.sh installs it)"; failed=$((failed + 1))
fi

# stdout holds only the count; the timing goes to stderr.
out=$("$bin" perft 2 2>/dev/null)
if [[ $out == "400" ]]; then echo "ok   perft-stdout-only-count"; passed=$((passed + 1));
else echo "FAIL perft-stdout-only-count: got '$out'"; failed=$((failed + 1)); fi

echo "cli: $passed passed, $failed failed"
[[ $failed -eq 0 ]]

#!/bin/bash
# per-set summary: main line + contact lines. usage: allsets.sh out.txt [sets...]
out=$1; shift
sets=${@:-independent heldout heldout2 heldout3 heldout6 devset6 devset7 devset8 devset9 devset10 devset11 devset12 devset13 devset14 devset15}
cd /work/main
: > $out
for s in $sets; do
  echo "## $s" >> $out
  npx tsx api/src/ai/eval/cli.ts --set $s --misses 2>&1 | grep -E "^    all |^    (phone|email|address|founded) |invented:|^    \[" >> $out
done

# The seeded corpora of the benchmarks (bench/run.sh) and of the check that
# outputs stay the same (bench/same.sh), sourced by both (bash): each
# corpus's game, its player counts and its generate options.
CORPORA="castel quacks quacks-mixed quacks-hw duel"
declare -A GAME=([castel]=castel [quacks]=quacks [quacks-mixed]=quacks [quacks-hw]=quacks
                 [duel]=quacks-duel)
declare -A PLAYERS=([castel]="2 3 4 5" [quacks]="4" [quacks-mixed]="2 3 4" [quacks-hw]="4 5"
                    [duel]="2")
declare -A OPTS=([castel]="" [quacks]="--set 1" [quacks-mixed]="--set 3 --side back"
                 [quacks-hw]="--expansion herb-witches --set 5656655" [duel]="--set 341221")

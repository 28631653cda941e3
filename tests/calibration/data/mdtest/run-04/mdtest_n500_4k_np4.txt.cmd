command: mpirun --allow-run-as-root --oversubscribe -np 4 /work/scratch-bench/ior-4.0.0/bin/mdtest -n 500 -i 3 -u -w 4096 -e 4096 -d /work/scratch-bench/md
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: mdtest from IOR 4.0.0 (github.com/hpc/ior tag 4.0.0, commit 967a9f65109760db8a3ac14a7fdd007f337d2960)
mpi: mpirun (Open MPI) 4.1.4
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:12:08Z
finished_utc: 2026-12-05T08:12:20Z
elapsed_s: 11.6
load_before:  08:12:08 up  3:26,  0 user,  load average: 6.68, 5.97, 5.26
busiest_before: clippy-driver(41.0%) clippy-driver(39.6%) rustc(38.5%) cargo(2.2%) 
caches_dropped: no
exit_code: 0
stdout: mdtest_n500_4k_np4.txt

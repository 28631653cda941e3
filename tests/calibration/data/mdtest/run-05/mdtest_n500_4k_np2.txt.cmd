command: mpirun --allow-run-as-root --oversubscribe -np 2 /work/scratch-bench/ior-4.0.0/bin/mdtest -n 500 -i 3 -u -w 4096 -e 4096 -d /work/scratch-bench/md
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: mdtest from IOR 4.0.0 (github.com/hpc/ior tag 4.0.0, commit 967a9f65109760db8a3ac14a7fdd007f337d2960)
mpi: mpirun (Open MPI) 4.1.4
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:17:05Z
finished_utc: 2026-12-05T08:17:16Z
elapsed_s: 10.8
load_before:  08:17:05 up  3:31,  0 user,  load average: 6.30, 5.89, 5.39
busiest_before: rustc(83.9%) clippy-driver(42.7%) clippy-driver(38.8%) cargo(6.2%) 
caches_dropped: no
exit_code: 0
stdout: mdtest_n500_4k_np2.txt

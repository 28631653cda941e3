command: mpirun --allow-run-as-root --oversubscribe -np 1 /work/scratch-bench/ior-4.0.0/bin/mdtest -n 500 -i 3 -u -w 4096 -e 4096 -d /work/scratch-bench/md
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: mdtest from IOR 4.0.0 (github.com/hpc/ior tag 4.0.0, commit 967a9f65109760db8a3ac14a7fdd007f337d2960)
mpi: mpirun (Open MPI) 4.1.4
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:16:56Z
finished_utc: 2026-12-05T08:17:05Z
elapsed_s: 9.0
load_before:  08:16:56 up  3:31,  0 user,  load average: 6.63, 5.94, 5.40
busiest_before: rustc(82.9%) clippy-driver(15.5%) clippy-driver(12.9%) cargo(2.5%) 
caches_dropped: no
exit_code: 0
stdout: mdtest_n500_4k_np1.txt

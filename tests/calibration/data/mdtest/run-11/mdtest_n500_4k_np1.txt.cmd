command: mpirun --allow-run-as-root --oversubscribe -np 1 /work/scratch-bench/ior-4.0.0/bin/mdtest -n 500 -i 3 -u -w 4096 -e 4096 -d /work/scratch-bench/md
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: mdtest from IOR 4.0.0 (github.com/hpc/ior tag 4.0.0, commit 967a9f65109760db8a3ac14a7fdd007f337d2960)
mpi: mpirun (Open MPI) 4.1.4
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:48:14Z
finished_utc: 2026-12-05T08:48:17Z
elapsed_s: 2.4
load_before:  08:48:14 up  4:02,  0 user,  load average: 5.42, 5.75, 5.80
busiest_before: rust-lld(101%) rustc(51.1%) cargo(2.9%) cc(1.3%) 
caches_dropped: no
exit_code: 0
stdout: mdtest_n500_4k_np1.txt

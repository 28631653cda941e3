command: mpirun --allow-run-as-root --oversubscribe -np 4 /work/scratch-bench/ior-4.0.0/bin/mdtest -n 500 -i 3 -u -w 4096 -e 4096 -d /work/scratch-bench/md
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: mdtest from IOR 4.0.0 (github.com/hpc/ior tag 4.0.0, commit 967a9f65109760db8a3ac14a7fdd007f337d2960)
mpi: mpirun (Open MPI) 4.1.4
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T07:56:59Z
finished_utc: 2026-12-05T07:57:12Z
elapsed_s: 13.1
load_before:  07:56:59 up  3:11,  0 user,  load average: 7.02, 6.04, 4.39
busiest_before: pixreport-befor(53.9%) cargo(40.5%) clippy-driver(31.9%) clippy-driver(27.6%) 
caches_dropped: no
exit_code: 0
stdout: mdtest_n500_4k_np4.txt

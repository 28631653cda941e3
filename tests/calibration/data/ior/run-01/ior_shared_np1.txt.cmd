command: mpirun --allow-run-as-root --oversubscribe -np 1 /work/scratch-bench/ior-4.0.0/bin/ior -a POSIX -w -r -t 1m -b 256m -e -i 3 -o /work/scratch-bench/ior/shared/testfile
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: IOR 4.0.0 (built from github.com/hpc/ior tag 4.0.0, commit 967a9f65109760db8a3ac14a7fdd007f337d2960)
mpi: mpirun (Open MPI) 4.1.4
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T07:55:45Z
finished_utc: 2026-12-05T07:55:49Z
elapsed_s: 3.8
load_before:  07:55:45 up  3:10,  0 user,  load average: 6.35, 5.67, 4.13
busiest_before: rustc(44.0%) pixreport-befor(39.1%) clippy-driver(23.7%) clippy-driver(21.7%) 
caches_dropped: no
exit_code: 0
stdout: ior_shared_np1.txt

command: mpirun --allow-run-as-root --oversubscribe -np 2 /work/scratch-bench/ior-4.0.0/bin/ior -a POSIX -w -r -t 1m -b 256m -e -i 3 -F -o /work/scratch-bench/ior/fpp/testfile
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: IOR 4.0.0 (built from github.com/hpc/ior tag 4.0.0, commit 967a9f65109760db8a3ac14a7fdd007f337d2960)
mpi: mpirun (Open MPI) 4.1.4
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T07:55:49Z
finished_utc: 2026-12-05T07:55:57Z
elapsed_s: 7.9
load_before:  07:55:49 up  3:10,  0 user,  load average: 6.40, 5.70, 4.15
busiest_before: rustc(44.6%) pixreport-befor(42.1%) clippy-driver(24.6%) clippy-driver(22.4%) 
caches_dropped: no
exit_code: 0
stdout: ior_fpp_np2.txt

command: mpirun --allow-run-as-root --oversubscribe -np 2 /work/scratch-bench/ior-4.0.0/bin/ior -a POSIX --posix.odirect -w -r -t 1m -b 128m -i 3 -F -o /work/scratch-bench/ior/odirect/testfile -O summaryFormat=JSON
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: IOR 4.0.0 (built from github.com/hpc/ior tag 4.0.0, commit 967a9f65109760db8a3ac14a7fdd007f337d2960)
mpi: mpirun (Open MPI) 4.1.4
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:57:14Z
finished_utc: 2026-12-05T08:57:17Z
elapsed_s: 3.2
load_before:  08:57:14 up  4:11,  0 user,  load average: 2.94, 3.43, 4.55
busiest_before: rustc(77.9%) clippy-driver(44.1%) clippy-driver(42.2%) cargo(3.6%) 
caches_dropped: no
exit_code: 0
stdout: ior_fpp_odirect_np2.json

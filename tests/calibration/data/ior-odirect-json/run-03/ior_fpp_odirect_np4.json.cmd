command: mpirun --allow-run-as-root --oversubscribe -np 4 /work/scratch-bench/ior-4.0.0/bin/ior -a POSIX --posix.odirect -w -r -t 1m -b 128m -i 3 -F -o /work/scratch-bench/ior/odirect/testfile -O summaryFormat=JSON
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: IOR 4.0.0 (built from github.com/hpc/ior tag 4.0.0, commit 967a9f65109760db8a3ac14a7fdd007f337d2960)
mpi: mpirun (Open MPI) 4.1.4
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:08:53Z
finished_utc: 2026-12-05T08:09:07Z
elapsed_s: 13.8
load_before:  08:08:53 up  3:23,  0 user,  load average: 5.29, 5.57, 5.01
busiest_before: rustc(48.1%) rustc(33.2%) rustc(33.1%) cargo(1.2%) 
caches_dropped: no
exit_code: 0
stdout: ior_fpp_odirect_np4.json

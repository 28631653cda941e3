command: mpirun --allow-run-as-root --oversubscribe -np 4 /work/scratch-bench/ior-4.0.0/bin/ior -a POSIX --posix.odirect -w -r -t 1m -b 128m -i 3 -F -o /work/scratch-bench/ior/odirect/testfile -O summaryFormat=JSON
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: IOR 4.0.0 (built from github.com/hpc/ior tag 4.0.0, commit 967a9f65109760db8a3ac14a7fdd007f337d2960)
mpi: mpirun (Open MPI) 4.1.4
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:24:34Z
finished_utc: 2026-12-05T08:24:47Z
elapsed_s: 13.1
load_before:  08:24:34 up  3:38,  0 user,  load average: 5.47, 5.76, 5.55
busiest_before: rustc(83.7%) integration-a36(5.4%) cargo(0.5%) kdamond.0(0.5%) 
caches_dropped: no
exit_code: 0
stdout: ior_fpp_odirect_np4.json

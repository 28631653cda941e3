command: mpirun --allow-run-as-root --oversubscribe -np 2 /work/scratch-bench/ior-4.0.0/bin/ior -a POSIX -w -r -t 1m -b 256m -e -i 3 -F -o /work/scratch-bench/ior/fpp/testfile
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: IOR 4.0.0 (built from github.com/hpc/ior tag 4.0.0, commit 967a9f65109760db8a3ac14a7fdd007f337d2960)
mpi: mpirun (Open MPI) 4.1.4
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:26:42Z
finished_utc: 2026-12-05T08:26:48Z
elapsed_s: 6.7
load_before:  08:26:42 up  3:40,  0 user,  load average: 5.81, 5.79, 5.59
busiest_before: ps(100%) rustc(89.9%) cargo(34.7%) cargo-clippy(14.7%) 
caches_dropped: no
exit_code: 0
stdout: ior_fpp_np2.txt

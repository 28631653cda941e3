command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T07:55:20Z
finished_utc: 2026-12-05T07:55:26Z
elapsed_s: 6.7
load_before:  07:55:20 up  3:09,  0 user,  load average: 6.07, 5.56, 4.05
busiest_before: ps(50.0%) rustc(39.1%) clippy-driver(17.2%) clippy-driver(13.3%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj4.json
